#!/usr/bin/env node
// `npm run review:screenshots [-- --base <git ref>] [--out <folder>]`: one HTML page that shows, for
// every story whose screenshot baseline differs from git (HEAD unless --base), the baseline
// before, the baseline after and their difference side by side, so a reviewer accepts or rejects
// each change without opening PNG files. Also shows Vitest's screenshots of failed comparisons
// (`*-actual*.png` beside a baseline) against that baseline.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BASELINE = /-chromium-linux\.png$/;

/**
 * Compares two PNGs pixel by pixel. Returns the number of differing pixels (a channel apart by
 * more than `threshold`), the size compared (the larger of the two), and a PNG of the after image
 * faded to grey with the differing pixels in magenta.
 */
export async function diffImages(before, after, threshold = 8) {
  const read = async (png) => {
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const a = before ? await read(before) : { data: Buffer.alloc(0), width: 0, height: 0 };
  const b = after ? await read(after) : { data: Buffer.alloc(0), width: 0, height: 0 };
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = Buffer.alloc(width * height * 4);
  let changed = 0;
  const at = (img, x, y) => (x < img.width && y < img.height ? (y * img.width + x) * 4 : -1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = at(a, x, y);
      const j = at(b, x, y);
      const o = (y * width + x) * 4;
      let differs = i < 0 || j < 0;
      if (!differs) {
        for (let c = 0; c < 4; c++) {
          if (Math.abs(a.data[i + c] - b.data[j + c]) > threshold) differs = true;
        }
      }
      if (differs) {
        changed++;
        out[o] = 255;
        out[o + 1] = 0;
        out[o + 2] = 200;
        out[o + 3] = 255;
      } else {
        const grey = Math.round(0.299 * b.data[j] + 0.587 * b.data[j + 1] + 0.114 * b.data[j + 2]);
        const faded = Math.round(255 - (255 - grey) * 0.3);
        out[o] = out[o + 1] = out[o + 2] = faded;
        out[o + 3] = 255;
      }
    }
  }
  const png =
    width && height
      ? await sharp(out, { raw: { width, height, channels: 4 } })
          .png()
          .toBuffer()
      : null;
  return { changed, width, height, png };
}

const git = (args) => {
  const res = spawnSync('git', args, { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 });
  return res.status === 0 ? res.stdout : null;
};

/** Baselines that differ between `base` and the working tree: modified, added or deleted. */
export function changedBaselines(base) {
  const names = new Set();
  const diff = git(['diff', '--name-only', base, '--', '*__screenshots__*'])?.toString() ?? '';
  const untracked =
    git(['ls-files', '--others', '--exclude-standard', '--', '*__screenshots__*'])?.toString() ??
    '';
  for (const line of `${diff}\n${untracked}`.split('\n')) {
    if (BASELINE.test(line.trim())) names.add(line.trim());
  }
  return [...names].sort();
}

/** Vitest's screenshots of failed comparisons beside their baselines (`…-actual….png`). */
function failedComparisons(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/-actual.*\.png$/.test(entry.name) && dir.includes('__screenshots__'))
        found.push(relative(root, path));
    }
  };
  for (const top of ['ui', 'features', 'lib', 'app']) if (existsSync(top)) walk(top);
  return found.sort();
}

const escape = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/** `ui/Button/__screenshots__/Button.stories.tsx/Primary-1-chromium-linux.png` → file and story. */
function storyOf(path) {
  const file = basename(dirname(path));
  const story = basename(path)
    .replace(BASELINE, '')
    .replace(/-actual.*\.png$/, '')
    .replace(/-\d+$/, '')
    .replace(/-/g, ' ');
  return { file: join(dirname(dirname(dirname(path))), file), story };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const base = option('--base', 'HEAD');
  const out = resolve(option('--out', '.tmp/screenshot-review'));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'img'), { recursive: true });

  const items = [];
  for (const path of changedBaselines(base)) {
    const before = git(['show', `${base}:${path}`]);
    const after = existsSync(path) ? readFileSync(path) : null;
    const kind = !before ? 'added' : !after ? 'deleted' : 'changed';
    items.push({ path, kind, before, after });
  }
  for (const path of failedComparisons(process.cwd())) {
    const baseline = join(
      dirname(path),
      basename(path).replace(/-actual.*\.png$/, '') + '-chromium-linux.png',
    );
    const before = existsSync(baseline) ? readFileSync(baseline) : null;
    items.push({ path, kind: 'failed test', before, after: readFileSync(path) });
  }

  const sections = [];
  let n = 0;
  for (const item of items) {
    const { changed, width, height, png } = await diffImages(item.before, item.after);
    if (item.kind === 'changed' && changed === 0) continue; // Same pixels, other bytes.
    n++;
    const save = (name, buf) => {
      if (!buf) return '';
      writeFileSync(join(out, 'img', `${n}-${name}.png`), buf);
      return `<img src="img/${n}-${name}.png" alt="${name}" loading="lazy">`;
    };
    const { file, story } = storyOf(item.path);
    const share = width * height ? ((100 * changed) / (width * height)).toFixed(2) : '0';
    const reject =
      item.kind === 'added'
        ? `git rm --cached -q -f ${item.path}`
        : `git checkout ${base} -- ${item.path}`;
    sections.push(`<section>
  <h2><span class="kind ${item.kind.replace(' ', '-')}">${item.kind}</span> ${escape(story)}
  <small>${escape(file)}</small></h2>
  <p>${changed.toLocaleString('en')} pixels differ (${share}% of ${width}×${height}).
  Accept: <code>git add ${escape(item.path)}</code> · Reject: <code>${escape(reject)}</code></p>
  <div class="row">
    <figure><figcaption>Before (${escape(base)})</figcaption>${save('before', item.before) || '<p>none</p>'}</figure>
    <figure><figcaption>After</figcaption>${save('after', item.after) || '<p>none</p>'}</figure>
    <figure><figcaption>Difference</figcaption>${save('diff', png) || '<p>none</p>'}</figure>
  </div>
</section>`);
  }

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshot review</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:24px;background:#f4f4f5;color:#1c1b1a}
section{background:#fff;border:1px solid #ccc;border-radius:10px;padding:12px 16px;margin:0 0 20px}
h2{font-size:17px;margin:0 0 4px}h2 small{font-weight:400;color:#555;margin-left:8px}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;align-items:start}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
img{max-width:100%;border:1px solid #999;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
.kind{font-size:12px;text-transform:uppercase;padding:2px 6px;border-radius:4px;background:#ddd}
.changed{background:#ffe08a}.added{background:#b7ebc6}.deleted,.failed-test{background:#ffb3b3}
code{background:#eee;padding:1px 4px;border-radius:4px}
</style></head><body>
<h1>Screenshot review: ${n} stor${n === 1 ? 'y' : 'ies'} changed against ${escape(base)}</h1>
<p>Magenta in the difference marks the pixels that changed; the rest is the new screenshot, faded.</p>
${sections.join('\n') || '<p>No screenshot baseline differs.</p>'}
</body></html>
`;
  writeFileSync(join(out, 'index.html'), html);
  console.log(
    `${n} changed screenshot(s) against ${base}: ${relative(process.cwd(), join(out, 'index.html'))}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
