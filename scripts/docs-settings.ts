/**
 * The generated tables of docs/domain.md: the settings catalogue (core/settings/catalog.ts) and
 * the rule constants (core/rules/config.ts), each written between its two marker comments.
 *
 *   npm run docs:settings               rewrites docs/domain.md
 *   npm run docs:settings -- --check    exits 1 when docs/domain.md is not what it would write
 *
 * A meaning is the entry's doc comment and a default is what the entry's own reader makes of a
 * missing value (a constant: its value), so the tables say what the code says. The node test
 * docs-settings.test.ts fails when the file and the code part.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as prettier from 'prettier';
import { SETTINGS } from '../core/settings/catalog';
import * as ruleConfig from '../core/rules/config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOMAIN_DOC = join(root, 'docs', 'domain.md');
const CATALOG = join(root, 'core', 'settings', 'catalog.ts');
const RULE_CONFIG = join(root, 'core', 'rules', 'config.ts');

/** The comment lines around a generated block; the name says which block. */
const marker = (name: string, end: boolean) =>
  end
    ? `<!-- generated:${name} end -->`
    : `<!-- generated:${name} start: npm run docs:settings writes this part -->`;

// Reading the sources -------------------------------------------------------------------------

const sourceOf = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The text of the /** … *\/ comment right before a node, on one line; '' when it has none. */
function docOf(node: ts.Node): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs[docs.length - 1];
  const text = typeof last?.comment === 'string' ? last.comment : '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The `//` comments right before a node (a catalogue's section headings). */
function lineCommentsOf(node: ts.Node, file: ts.SourceFile): string[] {
  const text = file.getFullText();
  return (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])
    .filter((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia)
    .map((r) => text.slice(r.pos + 2, r.end).trim())
    .filter((c) => c !== '' && !/^-+$/.test(c));
}

/**
 * Drops the references to the product specification's sections ("(ordering.md §5)", "§4"): the
 * specification is not part of this repository.
 */
export function withoutSpecReferences(text: string): string {
  return text
    .replace(/\s*\((?:[\w-]+\.md\s*)?§[^()]*\)/g, '')
    .replace(/\s+(?:of|in|from)\s+[\w-]+\.md(?:\s*§[\d.]+(?:,\s*§[\d.]+)*)?/g, '')
    .replace(/,?\s*[\w-]+\.md(?:\s*§[\d.]+(?:,\s*§[\d.]+)*)?/g, '')
    .replace(/\s*§[\d.]+(?:,\s*§[\d.]+)*/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([.,;:)])/g, '$1')
    .trim();
}

/** Upper-cases a first word that is a plain word; a code name (item_name2, '24h') stays as it is. */
const capitalised = (s: string) =>
  /^[a-z]+\b(?![_-])/.test(s) ? s[0]!.toUpperCase() + s.slice(1) : s;
const cell = (s: string) => s.replace(/\|/g, '\\|');

// Values --------------------------------------------------------------------------------------

/** A value as the tables show it: on/off, none, numbers and texts as code. */
export function shown(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return `\`${value}\``;
  if (typeof value === 'string') return value === '' ? 'empty' : `\`${value}\``;
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => shown(v)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${shown(v)}`)
      .join(', ');
  return `\`${String(value)}\``;
}

// The settings catalogue ----------------------------------------------------------------------

export interface SettingRow {
  /** The key in SETTINGS. */
  key: string;
  id: number | undefined;
  name: string;
  meaning: string;
  defaultValue: string;
  /** The catalogue's section heading the entry sits under. */
  section: string;
}

/** The SETTINGS object literal of catalog.ts. */
function settingsLiteral(file: ts.SourceFile): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'SETTINGS') {
      let init = node.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)))
        init = init.expression;
      if (init && ts.isObjectLiteralExpression(init)) found = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`No SETTINGS object in ${CATALOG}`);
  return found;
}

/**
 * "name (fields): what it does" and "158: what it does" lose the name or id the table shows in
 * its own columns; the fields, when named, are said after the meaning.
 */
function meaningOf(doc: string, name: string, id: number | undefined): string {
  const text = withoutSpecReferences(doc);
  const m = /^(\S+?)(?: \(([^)]*)\))?: (.*)$/.exec(text);
  if (!m || (m[1] !== name && m[1] !== String(id))) return capitalised(text);
  const [, , fields, rest] = m;
  const note =
    fields === undefined
      ? ''
      : fields === 'ours'
        ? " Not in the product specification: Tavola's own."
        : ` Read from the field${fields.includes(',') ? 's' : ''} ${fields
            .split(',')
            .map((f) => `\`${f.trim()}\``)
            .join(', ')} of an object value.`;
  return `${capitalised(rest!)}${note}`;
}

/** Every setting of the catalogue, in its order, with its section, meaning and default. */
export function settingRows(): SettingRow[] {
  const file = sourceOf(CATALOG);
  const rows: SettingRow[] = [];
  let section = '';
  for (const prop of settingsLiteral(file).properties) {
    if (!ts.isPropertyAssignment(prop)) continue;
    const heading = lineCommentsOf(prop, file).at(-1);
    if (heading) section = withoutSpecReferences(heading).replace(/\s*\(ours\)/, '');
    const key = prop.name.getText(file);
    const def = (SETTINGS as Record<string, (typeof SETTINGS)[keyof typeof SETTINGS]>)[key];
    if (!def) throw new Error(`SETTINGS.${key} is in the source but not in the module`);
    const id = 'id' in def ? def.id : undefined;
    rows.push({
      key,
      id,
      name: def.name,
      meaning: meaningOf(docOf(prop), def.name, id),
      defaultValue: shown(def.read(undefined)),
      section,
    });
  }
  const listed = new Set(rows.map((r) => r.key));
  const missing = Object.keys(SETTINGS).filter((k) => !listed.has(k));
  if (missing.length) throw new Error(`SETTINGS entries not read from the source: ${missing}`);
  return rows;
}

/** The settings as Markdown: a table per section of the catalogue. */
export function settingsTable(): string {
  const out: string[] = [];
  let section: string | null = null;
  for (const r of settingRows()) {
    if (r.section !== section) {
      section = r.section;
      out.push('', `**${cell(capitalised(section.replace(/\.$/, '')))}**`, '');
      out.push(
        '| setting | id | stored name | default | meaning |',
        '| --- | --- | --- | --- | --- |',
      );
    }
    out.push(
      `| \`${r.key}\` | ${r.id ?? ''} | \`${r.name}\` | ${cell(r.defaultValue)} | ${cell(r.meaning || '—')} |`,
    );
  }
  return out.join('\n').trim();
}

// The rule constants --------------------------------------------------------------------------

export interface ConstantRow {
  name: string;
  value: string;
  meaning: string;
}

/** Every exported constant of core/rules/config.ts, with its value and doc comment. */
export function constantRows(): ConstantRow[] {
  const file = sourceOf(RULE_CONFIG);
  const values = ruleConfig as Record<string, unknown>;
  const rows: ConstantRow[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const decl of statement.declarationList.declarations) {
      const name = decl.name.getText(file);
      rows.push({
        name,
        value: shown(values[name]),
        meaning: capitalised(withoutSpecReferences(docOf(statement))),
      });
    }
  }
  return rows;
}

export function constantsTable(): string {
  return [
    '| constant | value | meaning |',
    '| --- | --- | --- |',
    ...constantRows().map(
      (r) => `| \`${r.name}\` | ${cell(r.value)} | ${cell(r.meaning || '—')} |`,
    ),
  ].join('\n');
}

// The document --------------------------------------------------------------------------------

/** Replaces what lies between a block's markers; throws when the markers are missing. */
export function replaceBlock(doc: string, name: string, body: string): string {
  const start = marker(name, false);
  const end = marker(name, true);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from)
    throw new Error(`docs/domain.md lacks the markers of the ${name} table:\n${start}\n${end}`);
  return `${doc.slice(0, from + start.length)}\n\n${body}\n\n${doc.slice(to)}`;
}

/** docs/domain.md as this script writes it: its tables regenerated, formatted as Prettier does. */
export async function renderDomainDoc(doc: string): Promise<string> {
  let out = replaceBlock(doc, 'settings', settingsTable());
  out = replaceBlock(out, 'rule-constants', constantsTable());
  const options = (await prettier.resolveConfig(DOMAIN_DOC)) ?? {};
  return prettier.format(out, { ...options, filepath: DOMAIN_DOC });
}

async function main(): Promise<number> {
  const current = readFileSync(DOMAIN_DOC, 'utf8');
  const next = await renderDomainDoc(current);
  if (process.argv.includes('--check')) {
    if (next === current) return 0;
    process.stderr.write('docs/domain.md is out of date: run npm run docs:settings\n');
    return 1;
  }
  if (next !== current) writeFileSync(DOMAIN_DOC, next);
  process.stdout.write(
    next === current ? 'docs/domain.md is up to date.\n' : 'Wrote docs/domain.md.\n',
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main().then((code) => process.exit(code));
