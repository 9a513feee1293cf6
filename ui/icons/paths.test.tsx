import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { flattenGlyph, flattenGlyphs } from './flatten';
import { glyphs } from './glyphs';
import { Icon } from './Icon';
import { iconNames } from './keys';
import type { IconName } from './keys';
import { svgPaint } from './paint';
import { glyphPaths } from './paths';
import type { GlyphPath } from './paths';

const SIZE = 96;

function svgMarkup(children: ReactNode): string {
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={SIZE}
      height={SIZE}
      fill={svgPaint.fill}
      stroke="#000"
      color="#000"
      strokeWidth={svgPaint.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>,
  );
}

function pathsOf(paths: readonly GlyphPath[]): ReactNode {
  return paths.map((path, i) =>
    typeof path === 'string' ? <path key={i} d={path} /> : <path key={i} {...path} />,
  );
}

/** The coverage (alpha, 0–255) of each pixel of a drawing rasterised at SIZE px. */
async function raster(markup: string): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, SIZE, SIZE);
  return data.filter((_, i) => i % 4 === 3);
}

describe('icon paths', () => {
  it('are the drawings of glyphs.tsx as they stand (after a drawing changes: npm run icons)', () => {
    expect(glyphPaths).toEqual(flattenGlyphs(glyphs));
    expect(Object.keys(glyphPaths).sort()).toEqual([...iconNames].sort());
  });

  it('draw what the drawings draw: the same pixels inked, edges aside where lines cross', async () => {
    /** Pixels inked in one drawing and blank in the other: a shape lost, moved or a hole. */
    const wrong: Record<string, number> = {};
    /** Pixels whose coverage differs by more than a fifth: anti-aliasing, where strokes overlap. */
    let edges = 0;
    let inked = 0;
    for (const name of iconNames) {
      const [before, after] = await Promise.all([
        raster(svgMarkup(glyphs[name])),
        raster(svgMarkup(pathsOf(glyphPaths[name]))),
      ]);
      for (let i = 0; i < before.length; i++) {
        const a = before[i] ?? 0;
        const b = after[i] ?? 0;
        if (Math.max(a, b) >= 192 && Math.min(a, b) <= 64) wrong[name] = (wrong[name] ?? 0) + 1;
        if (Math.abs(a - b) > 48) edges += 1;
        if (a >= 192) inked += 1;
      }
    }
    expect(inked).toBeGreaterThan(iconNames.length * 500);
    // The smallest shape, a dot of 0.7, inks ~25 pixels here: one lost or moved would show. Where
    // a line meets another at a sharp inner corner, one pixel may fall either way (the crab's
    // claws: 2 pixels, the soya pod: 1, when written).
    expect(Object.entries(wrong).filter(([, n]) => n > 4)).toEqual([]);
    // 183 of ~117,000 inked pixels when written.
    expect(edges).toBeLessThan(inked / 200);
  });

  it('draw each icon as one path per paint', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <Icon name="colourants" label="Colourants" />
        <Icon name="very_spicy" label="Very spicy" />
      </IntlProvider>,
    );
    const colourants = container.querySelector('svg[data-icon="colourants"]');
    const spicy = container.querySelector('svg[data-icon="very_spicy"]');
    // The palette's outline; its four dots filled.
    expect(colourants?.querySelectorAll('*')).toHaveLength(2);
    expect(colourants?.lastElementChild?.getAttribute('fill')).toBe('currentColor');
    // Three chillies, scaled and moved, in one path at the icon's line.
    expect(spicy?.querySelectorAll('*')).toHaveLength(1);
    expect(spicy?.firstElementChild?.getAttribute('stroke-width')).toBeNull();
  });
});

describe('flattenGlyph', () => {
  it('bakes transforms into the coordinates, nested groups outermost last', () => {
    expect(
      flattenGlyph(
        <g transform="translate(2 0)">
          <path d="M12 2V12" transform="rotate(90 12 12)" />
        </g>,
      ),
    ).toEqual(['M24 12l-10 0']);
  });

  it('keeps the line of a scaled group whose stroke compensates its scale', () => {
    expect(
      flattenGlyph(
        <g transform="scale(0.5)" strokeWidth={3.5}>
          <path d="M0 0H10" />
        </g>,
      ),
    ).toEqual(['M0 0h5']);
  });

  it('draws each paint as a path of its own, merging shapes of the same paint', () => {
    expect(
      flattenGlyph(
        <>
          <path d="M1 1H3" />
          <circle cx="5" cy="5" r="1" fill="currentColor" stroke="none" />
          <path d="M1 3H3" strokeWidth="1.9" />
          <rect x="2" y="2" width="4" height="2" />
        </>,
      ),
    ).toEqual([
      'M1 1h2M2 2h4v2h-4z',
      { d: 'M4 5a1 1 0 1 0 2 0 1 1 0 1 0-2 0z', fill: 'currentColor', stroke: 'none' },
      { d: 'M1 3h2', strokeWidth: 1.9 },
    ]);
  });

  it('outlines circles, ellipses and rounded rects', () => {
    expect(flattenGlyph(<ellipse cx="12" cy="15" rx="5.6" ry="4" />)).toEqual([
      'M6.4 15a5.6 4 0 1 0 11.2 0 5.6 4 0 1 0-11.2 0z',
    ]);
    expect(flattenGlyph(<rect x="4" y="9.4" width="12.4" height="12" rx="2" />)).toEqual([
      'M4 11.4a2 2 0 0 1 2-2h8.4a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8.4a2 2 0 0 1-2-2z',
    ]);
  });

  it('refuses what a merge would lose, and transforms that distort the line', () => {
    expect(() => flattenGlyph(<path d="M1 1H3" opacity={0.5} />)).toThrow(
      '<path opacity> is not supported',
    );
    expect(() => flattenGlyph(<polygon points="1 1 3 3" />)).toThrow('<polygon> is not drawn');
    expect(() =>
      flattenGlyph(
        <g transform="scale(1 2)">
          <path d="M1 1H3" />
        </g>,
      ),
    ).toThrow('stretches or skews');
  });

  it('flattens every icon', () => {
    for (const name of iconNames) {
      const paths: readonly GlyphPath[] = glyphPaths[name as IconName];
      expect(paths.length, name).toBeGreaterThan(0);
      expect(paths.length, name).toBeLessThanOrEqual(3);
    }
  });
});
