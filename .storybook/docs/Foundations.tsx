// Blocks of the Foundations pages. Every value is read from the token objects (tokens/themes), so
// the pages change when a token does; nothing here repeats a colour or a size.
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { themeClass, themeNames, themeTokens, vars } from '../../tokens';
import type { ThemeName, ThemeTokens } from '../../tokens';
import { contrastMinimum, contrastRatio, controlPairs, textPairs } from '../../tokens/contrast';
import { Icon, allergenKeys, iconMessageId, labelKeys } from '../../ui';
import type { IconName } from '../../ui';
import { languageNames } from '../../locales';
import { useDocsToolbar } from './DocsContainer';

type Role = keyof ThemeTokens['color'];
const base = themeTokens.dark; // Everything but colour is shared by the three themes.

/** A panel painted in one theme whatever the toolbar says, to compare the three. */
function InTheme({ name, children }: { name: ThemeName; children: ReactNode }) {
  return (
    <section
      aria-label={`${name} theme`}
      className={themeClass[name]}
      style={{
        background: vars.color.surface,
        color: vars.color.text,
        fontFamily: vars.font.body,
        border: `1px solid ${vars.color.border}`,
        borderRadius: 12,
        padding: 16,
        flex: '1 1 300px',
        minWidth: 0,
      }}
    >
      <h3
        style={{
          margin: '0 0 12px',
          color: 'inherit',
          fontSize: vars.fontSize.lg,
          textTransform: 'capitalize',
        }}
      >
        {name}
      </h3>
      {children}
    </section>
  );
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'stretch' };

/**
 * A table row striped in the toolbar's theme (its surface and raised surface), in place of the
 * docs' own stripes, whose neutral grey is no theme's.
 */
const striped = (i: number): CSSProperties => ({
  borderTop: `1px solid ${vars.color.border}`,
  background: i % 2 ? vars.color.surfaceRaised : vars.color.surface,
  color: vars.color.text,
});
const code: CSSProperties = { fontFamily: vars.font.numeric, fontSize: vars.fontSize.xs };

/** Every colour role of every theme: swatch, role name and value. */
export function ColorSwatches() {
  const roles = Object.keys(base.color) as Role[];
  return (
    <div style={row}>
      {themeNames.map((name) => (
        <InTheme key={name} name={name}>
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
              gap: 8,
            }}
          >
            {roles.map((role) => (
              <li key={role} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <span
                  aria-hidden="true"
                  style={{
                    width: 32,
                    height: 32,
                    flex: 'none',
                    borderRadius: 6,
                    background: themeTokens[name].color[role],
                    border: `1px solid ${vars.color.border}`,
                  }}
                />
                <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                  <strong style={{ fontSize: vars.fontSize.sm, color: vars.color.text }}>
                    {role}
                  </strong>
                  <span style={{ ...code, color: vars.color.textMuted }}>
                    {themeTokens[name].color[role]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </InTheme>
      ))}
    </div>
  );
}

/**
 * The contrast of each text/background and control/background pair the ui kit uses (the pairs of
 * tokens/contrast.ts, which tokens/contrast.test.ts holds to their minimum), in the three themes.
 */
export function ContrastTable() {
  const pairs = [
    ...textPairs.map(([fg, bg]) => ({ fg, bg, kind: 'text' as const })),
    ...controlPairs.map(([fg, bg]) => ({ fg, bg, kind: 'control' as const })),
  ];
  const cell: CSSProperties = { padding: '4px 8px', textAlign: 'left', verticalAlign: 'middle' };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          <th style={cell}>Foreground on background</th>
          <th style={cell}>Minimum</th>
          {themeNames.map((name) => (
            <th key={name} style={{ ...cell, textTransform: 'capitalize' }}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ fg, bg, kind }, i) => (
          <tr key={`${kind}-${fg}-${bg}`} style={striped(i)}>
            <td style={cell}>
              <code>{fg}</code> on <code>{bg}</code>
            </td>
            <td style={cell}>
              {contrastMinimum[kind]}:1 ({kind})
            </td>
            {themeNames.map((name) => {
              const color = themeTokens[name].color;
              const ratio = contrastRatio(color[fg], color[bg]);
              const passes = ratio >= contrastMinimum[kind];
              return (
                <td key={name} style={cell}>
                  <span
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 8,
                      padding: '2px 8px',
                      borderRadius: 6,
                      background: color[bg],
                      color: color[fg],
                      border: `1px solid ${color.border}`,
                      fontWeight: 700,
                    }}
                  >
                    {kind === 'text' ? 'Aa' : '■'} {ratio.toFixed(2)}
                  </span>{' '}
                  <span aria-label={passes ? 'passes' : 'fails'}>{passes ? '✓' : '✗'}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TokenTable({ rows }: { rows: { name: string; value: string; sample: ReactNode }[] }) {
  const cell: CSSProperties = { padding: '6px 8px', textAlign: 'left', verticalAlign: 'middle' };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.name} style={striped(i)}>
            <td style={{ ...cell, width: 140 }}>
              <code>{r.name}</code>
            </td>
            <td style={{ ...cell, width: 120 }}>
              <code>{r.value}</code>
            </td>
            <td style={cell}>{r.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Font sizes, weights and line heights, set in the body font. */
export function TypeScale() {
  const { fontSize, fontWeight, lineHeight, font } = base;
  return (
    <>
      <TokenTable
        rows={Object.entries(fontSize).map(([name, value]) => ({
          name: `fontSize.${name}`,
          value,
          sample: (
            <span style={{ fontFamily: font.body, fontSize: value, lineHeight: lineHeight.tight }}>
              Tagliatelle al ragù · 宫保鸡丁 · 12,50 €
            </span>
          ),
        }))}
      />
      <TokenTable
        rows={[
          ...Object.entries(fontWeight).map(([name, value]) => ({
            name: `fontWeight.${name}`,
            value,
            sample: <span style={{ fontFamily: font.body, fontWeight: value }}>Send order</span>,
          })),
          ...Object.entries(lineHeight).map(([name, value]) => ({
            name: `lineHeight.${name}`,
            value,
            sample: (
              <span style={{ fontFamily: font.body, lineHeight: value, display: 'block' }}>
                Two lines of a dish description
                <br />
                show the leading between them.
              </span>
            ),
          })),
          ...Object.entries(font).map(([name, value]) => ({
            name: `font.${name}`,
            value: value.split(',')[0]!.replace(/'/g, ''),
            sample: <span style={{ fontFamily: value }}>Table 12 · 00:45 · 3/5</span>,
          })),
        ]}
      />
    </>
  );
}

/** The spacing steps as bars of their length. */
export function Spacing() {
  return (
    <TokenTable
      rows={Object.entries(base.space).map(([name, value]) => ({
        name: `space.${name}`,
        value,
        sample: (
          <span
            style={{
              display: 'block',
              width: value,
              height: 16,
              background: vars.color.accent,
            }}
          />
        ),
      }))}
    />
  );
}

/** The corner radii, on a raised card shape. */
export function Radii() {
  return (
    <div style={row}>
      {Object.entries(base.radius).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              width: 96,
              height: 64,
              borderRadius: value,
              background: vars.color.surfaceSunken,
              border: `2px solid ${vars.color.border}`,
            }}
          />
          <figcaption>
            <code>radius.{name}</code> <code>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The keyboard focus ring (3 px of the theme's `focus` colour, 2 px from the control). */
export function FocusRing() {
  return (
    <div style={row}>
      {themeNames.map((name) => (
        <InTheme key={name} name={name}>
          <span
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: base.size.touch,
              padding: `0 ${base.space.lg}`,
              borderRadius: base.radius.md,
              background: themeTokens[name].color.accent,
              color: themeTokens[name].color.onAccent,
              fontWeight: 700,
              outline: `3px solid ${themeTokens[name].color.focus}`,
              outlineOffset: 2,
            }}
          >
            Send order
          </span>
          <p style={{ ...code, color: vars.color.textMuted, margin: '12px 0 0' }}>
            outline: 3px solid color.focus ({themeTokens[name].color.focus}); offset 2px
          </p>
        </InTheme>
      ))}
    </div>
  );
}

function IconCell({ name }: { name: IconName }) {
  return (
    <li
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 4,
        padding: 8,
        textAlign: 'center',
        borderRadius: 8,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
      }}
    >
      <Icon name={name} size="lg" label={false} />
      <strong style={{ fontSize: vars.fontSize.sm, color: 'inherit' }}>
        <FormattedMessage id={iconMessageId(name)} />
      </strong>
      <code style={{ ...code, color: vars.color.textMuted }}>{name}</code>
    </li>
  );
}

/** Every allergen and label icon with its key and its name in the toolbar's language. */
export function IconGallery() {
  const { language } = useDocsToolbar();
  const family = (title: string, names: readonly IconName[]) => (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <h3>
        {title} ({names.length})
      </h3>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 8,
        }}
      >
        {names.map((n) => (
          <IconCell key={n} name={n} />
        ))}
      </ul>
    </section>
  );
  return (
    <div>
      <p>
        Names in <strong>{languageNames[language]}</strong> (the toolbar&apos;s language).
      </p>
      {family('Allergens', allergenKeys)}
      {family('Dish labels', labelKeys)}
    </div>
  );
}
