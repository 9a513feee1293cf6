import type { GlyphPath } from './paths';

/** The source of `paths.ts` for the flattened drawings (written by `generate.ts`, checked by its test). */
export function pathsModule(paths: Record<string, readonly GlyphPath[]>): string {
  const entries = Object.entries(paths)
    .map(([name, drawn]) => `  ${name}: ${JSON.stringify(drawn)},`)
    .join('\n');
  return `// Written by \`npm run icons\` from the drawings of glyphs.tsx (see flatten.ts): do not edit.
import type { IconName } from './keys';

/**
 * One icon's path: its data, stroked as the \`<svg>\` of \`<Icon>\` says (the 1.75 line, no fill), or
 * with the paint it draws in otherwise.
 */
export type GlyphPath =
  | string
  | { d: string; fill?: string; stroke?: string; strokeWidth?: number };

/** Every icon's drawing, one path per paint, transforms baked in. */
export const glyphPaths: Record<IconName, readonly GlyphPath[]> = {
${entries}
};
`;
}
