import { useState } from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { themeClass, themeNames, vars } from '../../tokens';
import type { ThemeName } from '../../tokens';

type Content = ReactNode | ((theme: ThemeName) => ReactNode);

/**
 * For the overlays' "Themes" stories: one frame per theme, each a containing block for the
 * fixed-position overlay portalled into it, so dark, light and gold open side by side.
 */
export function OverlayThemes({ children, height = 272 }: { children: Content; height?: number }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {themeNames.map((name) => (
        <Frame key={name} name={name} height={height}>
          {children}
        </Frame>
      ))}
    </div>
  );
}

function Frame({ name, height, children }: { name: ThemeName; height: number; children: Content }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <section
      aria-label={name}
      ref={setContainer}
      className={themeClass[name]}
      style={{
        position: 'relative',
        height,
        overflow: 'hidden',
        transform: 'translateZ(0)',
        background: vars.color.surface,
        color: vars.color.text,
      }}
    >
      {container && (
        <UNSAFE_PortalProvider getContainer={() => container}>
          {typeof children === 'function' ? children(name) : children}
        </UNSAFE_PortalProvider>
      )}
    </section>
  );
}
