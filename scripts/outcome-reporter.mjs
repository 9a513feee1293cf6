// A Vitest reporter beside the default one (scripts/test.mjs): appends to the file named by
// TAVOLA_TEST_OUTCOMES one JSON line per test that failed, passed only on a retry, or per error
// outside a test, so that `npm test`'s closing summary names them (a long run's failures are
// otherwise thousands of lines above its end).

import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const firstLine = (text) => String(text ?? '').split('\n')[0];

export default class OutcomeReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.TAVOLA_TEST_OUTCOMES;
    if (!file) return;
    const lines = [];
    for (const mod of testModules) {
      const where = `[${mod.project.name}] ${relative(process.cwd(), mod.moduleId)}`;
      if (mod.state() === 'failed' && mod.errors().length > 0)
        for (const e of mod.errors())
          lines.push({ kind: 'failed', test: `${where} (the file)`, error: firstLine(e.message) });
      for (const test of mod.children.allTests()) {
        const result = test.result();
        const { flaky, retryCount } = test.diagnostic() ?? {};
        if (result.state === 'failed')
          lines.push({
            kind: 'failed',
            test: `${where} > ${test.fullName}`,
            error: firstLine(result.errors?.[0]?.message),
          });
        else if (flaky)
          lines.push({
            kind: 'retried',
            test: `${where} > ${test.fullName}`,
            retries: retryCount,
            // Vitest keeps the errors of the failed attempts on a test that passed on a retry.
            error: firstLine(result.errors?.[0]?.message),
          });
      }
    }
    for (const e of unhandledErrors)
      lines.push({ kind: 'failed', test: '(outside any test)', error: firstLine(e.message) });
    if (!lines.length) return;
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, lines.map((l) => JSON.stringify(l) + '\n').join(''));
  }
}
