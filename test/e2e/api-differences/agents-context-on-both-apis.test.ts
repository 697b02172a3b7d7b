import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/server.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget } from '../support/api-targets.js';
import { docform } from '../support/examples-cli.js';
import { shown } from '../support/apply-harness.js';

const tempDir = scratchDirs('docform-agents-context-');

/** `agentsContext` is on line 7, its value at column 20 (1-based): warnings point at it. */
const config = (value: string) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    visibility: public
    agentsContext: ${value}
`;

interface JsonPlan {
  readonly changes: { address: string; fields?: { path: string }[] }[];
  readonly diagnostics: { code: string; severity: string; location?: { line: number } }[];
}

/**
 * A site's `agentsContext` is a field of the seed the official API lacks
 * (src/plan/fields-not-in-api.ts): the emulator reports and stores it, the official API
 * neither reports nor takes it. An apply must converge on both, and only where the API
 * does not report the field does the plan warn, once, at its line.
 */
describe.each(API_TARGETS)('agentsContext against the %s', (target) => {
  let api: RunningEmulator;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const held = () => api.world().sites.find((s) => s.title === 'Portal')?.agentsContext;

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
  });
  afterAll(async () => {
    await api.close();
  });

  it('an apply that creates the site converges, and the next plan is empty', async () => {
    writeFileSync(file, config('excluded'));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout).toContain('converged: the live organization matches the configuration');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
    // the official API ignored the field: the site keeps its default
    expect(held()).toBe(target === 'emulator' ? 'excluded' : 'included');
  });

  it('a changed value is applied where the API reports it, and planned nowhere else', async () => {
    writeFileSync(file, config(target === 'emulator' ? 'included' : 'excluded'));
    const plan = await run(['plan', '--format', 'json']);
    expect(plan.status, shown(plan)).toBe(0);
    const { changes, diagnostics } = JSON.parse(plan.stdout) as JsonPlan;
    const fields = changes.flatMap((c) => (c.fields ?? []).map((f) => `${c.address} ${f.path}`));
    const warnings = diagnostics.filter((d) => d.code === 'field-not-in-api');
    if (target === 'emulator') {
      expect(fields).toEqual(['site.portal agentsContext']);
      expect(warnings).toEqual([]);
    } else {
      expect(fields).toEqual([]);
      expect(warnings.map((d) => [d.severity, d.location?.line])).toEqual([['warning', 7]]);
    }
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout).not.toContain('not converged');
    // an apply with nothing to do shows the warning too, once
    const warned = `${apply.stdout}${apply.stderr}`.match(/field-not-in-api/g) ?? [];
    expect(warned).toHaveLength(target === 'emulator' ? 0 : 1);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
    expect(held()).toBe('included');
  });

  it('the text plan warns once, at the line of the field, where the API does not report it', async () => {
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).not.toMatch(/agentsContext: .* -> /);
    const warned = plan.stdout.match(/docform\.yaml:7:20 {2}warning {2}field-not-in-api/g) ?? [];
    expect(warned).toHaveLength(target === 'emulator' ? 0 : 1);
  });
});
