#!/usr/bin/env node
// Merges new messages into the seven locale files at once, so that no language is ever left
// behind. Input: a JSON file mapping dotted ids to one text per language, e.g.
//   { "cart.submit": { "EN": "Send to kitchen", "IT": "Invia in cucina", "ZH": "…", … } }
// Usage: node scripts/add-messages.mjs new-messages.json   (existing ids are overwritten)
import { readFileSync, writeFileSync, openSync, closeSync, unlinkSync, existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const languages = ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'];
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.mjs <messages.json>');
  process.exit(2);
}
const input = JSON.parse(readFileSync(file, 'utf8'));
const problems = [];
for (const [id, texts] of Object.entries(input)) {
  if (!/^[a-zA-Z][\w-]*(\.[\w-]+)+$/.test(id))
    problems.push(`${id}: ids are dotted, e.g. "cart.submit"`);
  for (const l of languages) {
    if (typeof texts?.[l] !== 'string' || !texts[l].trim()) problems.push(`${id}: missing ${l}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

// A lock file, so that two writers never interleave their read-modify-write.
const lock = 'locales/.lock';
for (let i = 0; ; i++) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (i > 200) throw new Error(`${lock} is held; remove it if no writer is running`);
    await sleep(50);
  }
}
try {
  const sortTree = (tree) =>
    Object.fromEntries(
      Object.keys(tree)
        .sort()
        .map((k) => [k, typeof tree[k] === 'string' ? tree[k] : sortTree(tree[k])]),
    );
  for (const l of languages) {
    const path = `locales/${l.toLowerCase()}.json`;
    const tree = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
    for (const [id, texts] of Object.entries(input)) {
      const parts = id.split('.');
      let node = tree;
      for (const p of parts.slice(0, -1)) {
        if (typeof node[p] === 'string')
          throw new Error(`${id}: ${p} is already a message, not a group`);
        node = node[p] ??= {};
      }
      node[parts.at(-1)] = texts[l];
    }
    writeFileSync(path, JSON.stringify(sortTree(tree), null, 2) + '\n');
  }
  console.log(`added ${Object.keys(input).length} messages to ${languages.length} languages`);
} finally {
  unlinkSync(lock);
}
