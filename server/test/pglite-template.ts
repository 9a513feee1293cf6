// An empty PGlite database cluster, dumped once and shared by every test that opens an in-memory
// store. Creating a cluster (PGlite's initdb) takes 2-4 s on a busy two-core machine; loading the
// dump takes about 0.6 s. The dump is kept in .tmp/, named after PGlite's version, so the test
// processes of one run (and later runs) create it once between them.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** The installed PGlite's version: its package.json, above the file the package resolves to. */
function installedVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    if (dirname(dir) === dir) throw new Error('PGlite package.json not found');
    dir = dirname(dir);
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const templateFile = join(root, '.tmp', `pglite-cluster-${installedVersion()}.tar`);

let cached: Promise<Blob> | undefined;

/** The empty cluster's dump: read from .tmp/, or made (and written there) when missing. */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= load().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

async function load(): Promise<Blob> {
  if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)]);
  const client = new PGlite();
  try {
    await client.waitReady;
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(templateFile), { recursive: true });
    // Written aside, then renamed: a process reading it never sees half a file.
    const aside = `${templateFile}.${process.pid}`;
    writeFileSync(aside, bytes);
    renameSync(aside, templateFile);
    return new Blob([bytes]);
  } finally {
    await client.close();
  }
}
