#!/usr/bin/env node
// `npm ci` / `npm install` (prepare): points git at the repository's hooks in .githooks. Outside a
// git checkout (a packed tarball) there is nothing to do.
import { spawnSync } from 'node:child_process';

const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' });
if (inside.status === 0 && inside.stdout.trim() === 'true')
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
