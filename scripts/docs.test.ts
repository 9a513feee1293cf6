// The documentation stays inside the repository and true to it: every link in README.md and
// docs/ leads to a file of the repository (and to a heading that exists, when it names one), no
// link leaves it, every repository path the documents name exists, and every environment variable
// the server reads is in docs/operations.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** README.md and every Markdown file under docs/, relative to the root. */
function documents(): string[] {
  const out = ['README.md'];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.md')) out.push(path);
    }
  };
  walk('docs');
  return out;
}

/** The repository's files: tracked, or new and not ignored (a document written but not committed). */
function repositoryFiles(): Set<string> | null {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return new Set(out.split('\0').filter(Boolean));
  } catch {
    return null;
  }
}
const files = repositoryFiles();

/** True when the path (relative to the root) is a file or a folder of the repository. */
function inRepository(path: string): boolean {
  const p = path.replace(/\/+$/, '');
  if (p === '' || p === '.') return true;
  if (!files) return existsSync(join(root, p));
  if (files.has(p)) return true;
  for (const f of files) if (f.startsWith(`${p}/`)) return true;
  return false;
}

/** The text without fenced code blocks (their contents are not links). */
const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

interface Link {
  doc: string;
  target: string;
}

function linksOf(doc: string): Link[] {
  const text = withoutFences(readFileSync(join(root, doc), 'utf8')).replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return targets.map((target) => ({ doc, target }));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(doc: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of withoutFences(readFileSync(join(root, doc), 'utf8')).matchAll(
    /^#{1,6}\s+(.+)$/gm,
  )) {
    const base = anchorOf(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

const isWebAddress = (target: string) => /^(https?:|mailto:)/i.test(target);

describe('docs', () => {
  const all = documents().flatMap(linksOf);

  it('has the documents the README points at', () => {
    for (const doc of [
      'README.md',
      'architecture.md',
      'domain.md',
      'operations.md',
      'staff-guide.md',
    ])
      expect(existsSync(join(root, 'docs', doc)), `docs/${doc}`).toBe(true);
    expect(all.length).toBeGreaterThan(10);
  });

  it('links only inside the repository: no absolute path, no file: address, nothing above the root', () => {
    // A path written as code counts too: `../shared/spec/` sends the reader out as a link would.
    const named = documents().flatMap((doc) =>
      [...withoutFences(readFileSync(join(root, doc), 'utf8')).matchAll(/`(\.\.\/[^`\s]*)`/g)].map(
        (m) => ({ doc, target: m[1]! }),
      ),
    );
    const outside = [...all, ...named].filter(({ doc, target }) => {
      if (isWebAddress(target) || target.startsWith('#')) return false;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || isAbsolute(target)) return true;
      const path = resolve(root, dirname(doc), decodeURIComponent(target.split('#')[0]!));
      return relative(root, path).startsWith('..');
    });
    expect(outside.map(({ doc, target }) => `${doc}: ${target}`)).toEqual([]);
  });

  it('resolves every relative link in README.md and docs/ to a file of the repository and an existing heading', () => {
    const broken: string[] = [];
    for (const { doc, target } of all) {
      if (isWebAddress(target)) continue;
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const file = pathPart
        ? relative(root, resolve(root, dirname(doc), decodeURIComponent(pathPart)))
        : doc;
      if (file.startsWith('..')) continue; // the test above names it
      if (!inRepository(file)) {
        broken.push(`${doc}: ${target} (no such file)`);
        continue;
      }
      if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
        broken.push(`${doc}: ${target} (no such heading in ${file})`);
    }
    expect(broken).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const top = readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && inRepository(e.name))
      .map((e) => e.name.replace(/\./g, '\\.'));
    const pathLike = new RegExp(`^(?:${top.join('|')})/[\\w./-]*$`);
    const missing: string[] = [];
    for (const doc of documents()) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const m of text.matchAll(/`([^`\s]+)`/g)) {
        const path = m[1]!;
        if (pathLike.test(path) && !inRepository(path)) missing.push(`${doc}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists in docs/operations.md every environment variable the server reads', () => {
    const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== 'test') walk(path);
        } else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) {
          const text = readFileSync(join(root, path), 'utf8');
          for (const m of text.matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) read.add(m[1]!);
        }
      }
    };
    walk('server');
    expect(read.size).toBeGreaterThan(5);
    const unlisted = [...read].filter((name) => !operations.includes(`\`${name}\``));
    expect(unlisted).toEqual([]);
  });
});
