/*
 * `npm run icons`: writes `paths.ts` from the drawings of `glyphs.tsx` (see `flatten.ts`). Run it
 * after changing a drawing; `paths.test.ts` fails until it is run.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { glyphs } from './glyphs';
import { flattenGlyphs } from './flatten';
import { pathsModule } from './paths-module';

const target = fileURLToPath(new URL('./paths.ts', import.meta.url));
const source = pathsModule(flattenGlyphs(glyphs));
writeFileSync(target, await format(source, { ...(await resolveConfig(target)), filepath: target }));
console.log(`icons: wrote ${Object.keys(glyphs).length} drawings to ${target}`);
