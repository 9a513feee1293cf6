import type { ReactNode } from 'react';
import { themeClass, themeNames, vars } from '../tokens';

/** Renders the same content in dark, light and gold side by side, for the "Themes" stories. */
export function ThemeGrid({
  children,
  minWidth = 280,
}: {
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(${minWidth}px, 1fr))`,
        gap: 8,
      }}
    >
      {themeNames.map((name) => (
        <section
          key={name}
          aria-label={name}
          className={themeClass[name]}
          style={{
            background: vars.color.surface,
            color: vars.color.text,
            padding: 12,
            borderRadius: 12,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
            alignItems: 'flex-start',
          }}
        >
          {children}
        </section>
      ))}
    </div>
  );
}
