import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { clearJournal, journal } from './reliability-cli.js';

/**
 * A saved plan is reviewed, then applied by another job: it is bound to the
 * organization and the API it was planned against (docs/apply.md, "Saved plans and
 * staleness"). A plan file edited by hand, or applied against another API, is refused
 * as "tampered or stale" with exit 1 before any request; `show` never shows an
 * organization other than the one apply would write to.
 */
const CONFIG = `version: 1
organization: org_acme
teams:
  engineering: { title: Engineering }
`;

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const scratch = scratchDirs('docform-bound-plan-');
const running: Emulator[] = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((e) => e.close()));
});

async function emulator(): Promise<Emulator> {
  const started = await startEmulator({ port: 0 });
  running.push(started);
  return started;
}

/** A plan saved against `url` in a scratch directory, edited by `edit`. */
async function savedPlan(
  url: string,
  edit: (plan: Record<string, unknown>) => Record<string, unknown> = (plan) => plan,
): Promise<{ dir: string; file: string }> {
  const dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), CONFIG);
  const made = await docform(['plan', '--out', 'plan.json'], { apiUrl: url, cwd: dir });
  expect(made.status, made.stderr).toBe(0);
  const file = join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')))));
  return { dir, file };
}

const shown = (run: CliRun): string => run.stdout + run.stderr;

/** The organizations of the emulator that have a team titled Engineering. */
function teamsIn(emu: Emulator): string[] {
  return emu
    .world()
    .teams.filter((t) => t.title === 'Engineering')
    .map((t) => t.organization);
}

describe('a saved plan is bound to its organization and API', () => {
  it('applies where it was planned', async () => {
    const emu = await emulator();
    const { dir } = await savedPlan(emu.url);
    const shownPlan = await docform(['show', 'plan.json'], { cwd: dir });
    expect(shownPlan.stderr).toContain(`A saved plan for org_acme, planned against ${emu.url}:`);
    const applied = await docform(['apply', 'plan.json'], { apiUrl: emu.url, cwd: dir });
    expect(applied.status, shown(applied)).toBe(0);
    expect(teamsIn(emu)).toEqual(['org_acme']);
  });

  it('its organization edited by hand: show and apply refuse it', async () => {
    const emu = await emulator();
    const { dir } = await savedPlan(emu.url, (plan) => ({
      ...plan,
      organization: 'org_acme_staging',
    }));
    const show = await docform(['show', 'plan.json'], { cwd: dir });
    expect(show.status).toBe(1);
    expect(show.stdout).toBe('');
    expect(show.stderr).toContain('error: tampered or stale plan: plan.json');
    expect(show.stderr).toContain(
      'organization: the plan is for org_acme_staging; the config it holds names org_acme',
    );
    await clearJournal(emu.url);
    const apply = await docform(['apply', 'plan.json'], { apiUrl: emu.url, cwd: dir });
    expect(apply.status).toBe(1);
    expect(apply.stderr).toContain('error: tampered or stale plan: plan.json');
    expect(apply.stderr).toContain('Nothing was applied');
    expect(await journal(emu.url)).toEqual([]);
    expect(teamsIn(emu)).toEqual([]);
  });

  it('the organization in its config sources edited: show and apply refuse it', async () => {
    const emu = await emulator();
    const { dir } = await savedPlan(emu.url, (plan) => ({
      ...plan,
      sources: (plan.sources as { file: string; text: string }[]).map((s) => ({
        ...s,
        text: s.text.replace('org_acme', 'org_acme_staging'),
      })),
    }));
    const show = await docform(['show', 'plan.json', '--format', 'json'], { cwd: dir });
    expect(show.status).toBe(1);
    expect(show.stdout).toBe('');
    expect(show.stderr).toContain(
      'organization: the plan is for org_acme; the config it holds names org_acme_staging',
    );
    await clearJournal(emu.url);
    const apply = await docform(['apply', 'plan.json'], { apiUrl: emu.url, cwd: dir });
    expect(apply.status).toBe(1);
    expect(apply.stderr).toContain('error: tampered or stale plan: plan.json');
    expect(await journal(emu.url)).toEqual([]);
    expect(teamsIn(emu)).toEqual([]);
  });

  it('applied against another API: refused before any request', async () => {
    const planned = await emulator();
    const other = await emulator();
    const { dir } = await savedPlan(planned.url);
    const apply = await docform(['apply', 'plan.json'], { apiUrl: other.url, cwd: dir });
    expect(apply.status).toBe(1);
    expect(apply.stderr).toContain('error: tampered or stale plan: plan.json');
    expect(apply.stderr).toContain(
      `API: the plan was made against ${planned.url}; this apply would write to ${other.url}`,
    );
    expect(await journal(other.url)).toEqual([]);
    expect(teamsIn(other)).toEqual([]);
  });

  it('against the emulator: its state file however written (./x.json, x.json); another refused', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), CONFIG);
    const made = await docform(['plan', '--emulator', './state.json', '--out', 'plan.json'], {
      cwd: dir,
    });
    expect(made.status, shown(made)).toBe(0);
    const applied = await docform(['apply', 'plan.json', '--emulator', 'state.json'], { cwd: dir });
    expect(applied.status, shown(applied)).toBe(0);
    expect(applied.stdout).toContain('team.engineering');
    const other = await docform(['apply', 'plan.json', '--emulator', 'other.json'], { cwd: dir });
    expect(other.status, shown(other)).toBe(1);
    expect(other.stderr).toContain(
      'API: the plan was made against the in-process emulator (--emulator state.json); this apply would write to the in-process emulator (--emulator other.json)',
    );
  });

  it('a plan that names no API (its `api` removed): refused', async () => {
    const emu = await emulator();
    const { dir } = await savedPlan(emu.url, ({ api: _api, ...plan }) => plan);
    await clearJournal(emu.url);
    const apply = await docform(['apply', 'plan.json'], { apiUrl: emu.url, cwd: dir });
    expect(apply.status).toBe(1);
    expect(apply.stderr).toContain('API: the plan names none it was planned against');
    expect(await journal(emu.url)).toEqual([]);
  });
});
