import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { TOKENS } from '../../support/tokens.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-emulator-token-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/** A config creating one team (an admin's call), and the state file of its emulator. */
function setup(): { config: string; state: string; teams: () => unknown[] } {
  const dir = scratch();
  const config = join(dir, 'docform.yaml');
  writeFileSync(config, 'version: 1\norganization: org_acme\nteams:\n  docs:\n    title: Docs\n');
  const state = join(dir, 'emulator.json');
  const teams = () => (JSON.parse(readFileSync(state, 'utf8')) as { teams: unknown[] }).teams;
  return { config, state, teams };
}

/**
 * `--emulator` acts as the fixture user whose token DOCFORM_TOKEN holds, so a read-only
 * token's refusal can be tried without a server; as alice when it is unset, and as
 * alice with one warning (never showing the token) when it holds a token the emulator
 * does not know.
 */
describe('--emulator acts as the user of DOCFORM_TOKEN', () => {
  it("carol's read-only token: the plan warns, apply refuses and writes nothing", async () => {
    const { config, state, teams } = setup();
    const at = { token: TOKENS.read };
    const plan = await docform(['plan', config, '--emulator', state], at);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).toContain('carol@acme.example, who has role read');
    const apply = await docform(['apply', config, '--emulator', state, '--auto-approve'], at);
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain('insufficient-role');
    expect(teams()).toEqual([]);
  });

  it("bob's token acts as bob", async () => {
    const { config, state } = setup();
    const plan = await docform(['plan', config, '--emulator', state], { token: TOKENS.edit });
    expect(plan.stdout + plan.stderr).toContain('bob@acme.example, who has role edit');
  });

  it('unset: acts as alice, the admin, with no warning', async () => {
    const { config, state, teams } = setup();
    const apply = await docform(['apply', config, '--emulator', state, '--auto-approve'], {
      token: '',
    });
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stderr).not.toContain('warning');
    expect(teams()).toHaveLength(1);
  });

  it('a token the emulator does not know: acts as alice, says so, never shows the token', async () => {
    const { config, state, teams } = setup();
    const token = 'gb_api_RealLookingToken0123456789';
    const apply = await docform(['apply', config, '--emulator', state, '--auto-approve'], {
      token,
    });
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stderr).toContain(
      'warning: DOCFORM_TOKEN is not a token of the emulator, so --emulator acts as alice@acme.example (dev-token)',
    );
    expect(apply.stderr).toContain('carol-token (carol@acme.example)');
    expect(apply.stdout + apply.stderr).not.toContain(token);
    expect(teams()).toHaveLength(1);
  });
});
