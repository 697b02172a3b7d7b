import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { HandApi } from '../support/drift-api.js';
import type { CliRun } from '../support/examples-cli.js';
import { spawnDocform as docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

const tempDir = scratchDirs('docform-plan-elsewhere-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * A saved plan names its config from the directory it was planned in (`docform.yaml`).
 * Applied from another directory (`cd elsewhere && docform apply ../r2/plan.json`), the
 * command a refusal suggests names the config by a path that reaches it from there
 * (`../r2/docform.yaml`, beside the plan file), so that it can be run where it is read;
 * when the plan file was moved away from its config, it says to run it from the
 * directory the plan was made in. Each command is a process of its own, run in its
 * directory: paths are then as written, relative to it.
 */
describe('a saved plan applied from another directory', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  /** `root/r2/docform.yaml` planned in `root/r2` into `tfplan`, and `root/elsewhere`. */
  async function planned(root: string, title: string, flags: string[] = []) {
    const r2 = join(root, 'r2');
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(r2);
    mkdirSync(elsewhere);
    writeFileSync(
      join(r2, 'docform.yaml'),
      `version: 1\norganization: org_acme\nsettings:\n  title: ${title}\n`,
    );
    const plan = await docform(['plan', 'docform.yaml', '--out', 'tfplan', ...flags], {
      apiUrl: emulator.url,
      cwd: r2,
    });
    expect(plan.status, shown(plan)).toBe(0);
    return { r2, elsewhere };
  }

  const byHand = (title: string) =>
    new HandApi(emulator.url).call('PATCH', '/orgs/org_acme', { title });

  it('stale: the command to plan again names the config from there, and it runs there', async () => {
    const { elsewhere } = await planned(tempDir(), 'Acme Elsewhere');
    await byHand('Acme elsewhere by hand');
    const at = { apiUrl: emulator.url, cwd: elsewhere };
    const apply = await docform(['apply', join('..', 'r2', 'tfplan')], at);
    expect(apply.status, shown(apply)).toBe(1);
    const config = join('..', 'r2', 'docform.yaml');
    expect(apply.stderr).toContain(`stale plan`);
    expect(apply.stderr).toContain(`run docform plan --out FILE ${config} again.\n`);
    // the command as suggested, run where the refusal was read, saves a plan that applies
    const again = await docform(['plan', '--out', 'fresh', config], at);
    expect(again.status, shown(again)).toBe(0);
    const applied = await docform(['apply', 'fresh'], at);
    expect(applied.status, shown(applied)).toBe(0);
  });

  it('bound to another emulator: the refusal names the config from there', async () => {
    const { elsewhere } = await planned(tempDir(), 'Acme Bound', ['--emulator']);
    const state = join('..', 'r2', '.docform', 'emulator.json');
    const apply = await docform(['apply', join('..', 'r2', 'tfplan'), '--emulator', state], {
      cwd: elsewhere,
    });
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain('tampered or stale plan');
    expect(apply.stderr).toContain(
      `run docform plan --emulator ${state} --out FILE ${join('..', 'r2', 'docform.yaml')} again.\n`,
    );
  });

  it('a plan file moved away from its config: run it from the directory the plan was made in', async () => {
    const { r2, elsewhere } = await planned(tempDir(), 'Acme Moved');
    await byHand('Acme moved by hand');
    mkdirSync(join(elsewhere, 'artifacts'));
    cpSync(join(r2, 'tfplan'), join(elsewhere, 'artifacts', 'tfplan'));
    const apply = await docform(['apply', join('artifacts', 'tfplan')], {
      apiUrl: emulator.url,
      cwd: elsewhere,
    });
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain(
      'run docform plan --out FILE docform.yaml again from the directory the plan was made in (the plan names docform.yaml from there).\n',
    );
  });

  it('from the directory it was planned in: the config as the plan names it', async () => {
    const { r2 } = await planned(tempDir(), 'Acme Home');
    await byHand('Acme home by hand');
    const apply = await docform(['apply', 'tfplan'], { apiUrl: emulator.url, cwd: r2 });
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain('run docform plan --out FILE docform.yaml again.\n');
  });
});
