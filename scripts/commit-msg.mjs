#!/usr/bin/env node
// The repository's commit-msg hook (.githooks/commit-msg runs it): a subject of 72 characters or
// fewer, then a blank line before any body. Merge and revert subjects git writes itself pass.
import { readFileSync } from 'node:fs';

export const SUBJECT_MAX = 72;

/** What is wrong with a commit message, or null when it is fine. */
export function commitMessageProblem(message) {
  const lines = message
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n')
    .trim()
    .split('\n');
  const subject = lines[0] ?? '';
  if (!subject.trim()) return 'The commit message is empty.';
  if (/^(Merge|Revert) /.test(subject)) return null;
  if ([...subject].length > SUBJECT_MAX)
    return `The subject has ${[...subject].length} characters; keep it to ${SUBJECT_MAX} and put the detail in the body.`;
  if (lines.length > 1 && lines[1].trim() !== '')
    return 'Leave a blank line between the subject and the body.';
  return null;
}

if (process.argv[2]) {
  const problem = commitMessageProblem(readFileSync(process.argv[2], 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
