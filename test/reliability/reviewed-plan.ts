import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';

/**
 * The plan a reviewer approves a pull request from: `docform plan` of a config written
 * to `dir`, against the emulator at `url`, in `format`.
 */
export async function reviewedPlan(
  url: string,
  dir: string,
  config: string,
  format: 'text' | 'markdown' | 'json',
  extra: readonly string[] = [],
): Promise<CliRun> {
  writeFileSync(join(dir, 'docform.yaml'), config);
  const run = await docform(['plan', '--format', format, ...extra], { apiUrl: url, cwd: dir });
  expect(run.status, `exit ${run.status}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
}

const HEADING = '#### ⚠️ Needs attention';

/**
 * The "Needs attention" section of a Markdown plan, from its heading to the first line
 * of what follows it (a diagnostic, a site map, the table of changes, the cut note),
 * checked to come right under the headline, above the table and the details.
 */
export function attentionSection(markdown: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(HEADING));
  expect(start, `no attention section in:\n${markdown.slice(0, 2000)}`).toBeGreaterThan(0);
  const headline = lines.findIndex((l) => l.startsWith('**Plan') || l.startsWith('**No changes'));
  expect(lines.slice(headline + 1, start).every((l) => l === '')).toBe(true);
  const after = lines.findIndex(
    (l, i) => i > start && /^(---$|- [⚠❌]|#### |\| |<details>|> )/u.test(l),
  );
  const end = after < 0 ? lines.length : after;
  const table = lines.findIndex((l) => l.startsWith('| | Address'));
  if (table >= 0) expect(table).toBeGreaterThan(end - 1);
  return lines.slice(start, end).join('\n');
}
