import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { docform, type CliRun } from './examples-cli.js';

export interface RoundTrip {
  readonly exported: CliRun;
  readonly file: string;
  readonly yaml: string;
  /** `plan FILE --detailed-exitcode` against the organization exported: 0 when empty. */
  readonly plan: CliRun;
}

/**
 * Exports org_acme from `url` into a fresh directory under `scratch` (`more` adds flags,
 * such as `--full`), checks that the file validates with `env` and is in `fmt`'s
 * canonical form as written, and plans it against the organization it came from.
 */
export async function exportThenPlan(
  url: string,
  scratch: string,
  env: Record<string, string> = {},
  more: readonly string[] = [],
): Promise<RoundTrip> {
  // a directory of its own: two runs may meet the same port, a closed emulator's
  const dir = mkdtempSync(join(scratch, 'export-'));
  const args = ['export', '--organization', 'org_acme', '--output', `${dir}/`, ...more];
  const exported = await docform(args, { apiUrl: url });
  expect(exported.status, exported.stderr).toBe(0);
  const file = join(dir, 'docform.yaml');
  const validate = await docform(['validate', file], { env });
  expect(validate.status, validate.stdout + validate.stderr).toBe(0);
  // as written, in the canonical form: a CI `fmt --check` step passes on a fresh export
  const fmt = await docform(['fmt', '--check', file]);
  expect(fmt.status, fmt.stdout + fmt.stderr).toBe(0);
  const plan = await docform(['plan', file, '--detailed-exitcode'], { apiUrl: url, env });
  return { exported, file, yaml: readFileSync(file, 'utf8'), plan };
}
