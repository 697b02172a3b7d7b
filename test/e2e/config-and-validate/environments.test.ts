import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { journal, writesIn } from '../support/apply-harness.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform, ROOT } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-env-');

const EXAMPLE = join(ROOT, 'examples/environments/docform.yaml');
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * End to end: examples/environments applied to the fixture's two
 * organizations (org_acme for production, org_acme_staging for staging) plans empty for
 * each; `plan --env all` gives one report with a part per environment; a saved plan
 * keeps its environment.
 */
describe('environments', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let at: { apiUrl: string };
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    at = { apiUrl: emulator.url };
  });
  afterAll(() => emulator.close());

  it('a config with environments and no --env lists them and exits 1', async () => {
    const run = await docform(['plan', EXAMPLE], at);
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toContain('environment-required');
    expect(run.stderr).toContain('--env production, --env staging');
  });

  it('applies each environment to its own organization, then plans empty for each', async () => {
    for (const env of ['production', 'staging']) {
      const apply = await docform(['apply', EXAMPLE, '--env', env, '--auto-approve'], at);
      expect(apply.status, shown(apply)).toBe(0);
      // what was applied, and the verdict, name the environment as the plan did
      const org = env === 'production' ? 'org_acme' : 'org_acme_staging';
      expect(apply.stdout).toMatch(
        new RegExp(`^Apply in environment ${env} \\(${org}\\): 6 created`, 'm'),
      );
      expect(apply.stdout).toContain(
        `converged in environment ${env} (${org}): the live organization matches the configuration.`,
      );
    }
    for (const env of ['production', 'staging']) {
      const plan = await docform(['plan', EXAMPLE, '--env', env, '--detailed-exitcode'], at);
      expect(plan.status, shown(plan)).toBe(0);
    }
    const sites = async (org: string) =>
      (
        (await (
          await fetch(`${emulator.url}/v1/orgs/${org}/sites`, {
            headers: { authorization: 'Bearer dev-token' },
          })
        ).json()) as { items: { title: string }[] }
      ).items.map((s) => s.title);
    expect(await sites('org_acme')).toEqual(['Acme Developer Portal']);
    expect(await sites('org_acme_staging')).toEqual(['Acme Staging Developer Portal']);
  });

  it('plan --env all --format markdown: one comment with a part per environment', async () => {
    const run = await docform(
      ['plan', EXAMPLE, '--env', 'all', '--format', 'markdown', '--detailed-exitcode'],
      at,
    );
    expect(run.status, shown(run)).toBe(0);
    expect(run.stdout).toContain('# docform plan of 2 environments');
    expect(run.stdout).toContain('**No changes in any of the 2 environments.**');
    expect(run.stdout).toContain('| `staging` | `org_acme_staging` | No changes.');
    // one heading per environment: its report's own
    const headings = run.stdout.match(/^#+ .*$/gm) ?? [];
    expect(headings.filter((h) => h.includes('production'))).toEqual([
      '### docform plan for environment `production` (`org_acme`)',
    ]);
    expect(headings.filter((h) => h.includes('staging'))).toHaveLength(1);
  });

  it('plan and drift --env all exit 2 when one environment has changed', async () => {
    const headers = { authorization: 'Bearer dev-token', 'content-type': 'application/json' };
    const sites = (await (
      await fetch(`${emulator.url}/v1/orgs/org_acme_staging/sites`, { headers })
    ).json()) as { items: { id: string }[] };
    const site = sites.items[0]?.id ?? '';
    await fetch(`${emulator.url}/v1/orgs/org_acme_staging/sites/${site}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ visibility: 'public' }),
    });
    const plan = await docform(['plan', EXAMPLE, '--env', 'all', '--detailed-exitcode'], at);
    expect(plan.status, shown(plan)).toBe(2);
    // the whole's verdict at the end, then each environment's
    expect(plan.stdout.trimEnd().split('\n').slice(-3)).toEqual([
      'Plan for 2 environments: 0 to create, 1 to update, 0 to move, 0 to delete.',
      '  No changes in environment production (org_acme). The live organization matches the configuration.',
      '  Plan for environment staging (org_acme_staging): 0 to create, 1 to update, 0 to move, 0 to delete.',
    ]);
    const markdown = await docform(['plan', EXAMPLE, '--env', 'all', '--format', 'markdown'], at);
    expect(markdown.stdout).toContain(
      '**Plan for 2 environments: 0 to create, 1 to update, 0 to move, 0 to delete.**',
    );
    const drift = await docform(['drift', EXAMPLE, '--env', 'all', '--format', 'json'], at);
    expect(drift.status, shown(drift)).toBe(2);
    const doc = JSON.parse(drift.stdout) as {
      environments: { environment: string; changes: unknown[] }[];
    };
    expect(doc.environments.map((e) => [e.environment, e.changes.length])).toEqual([
      ['production', 0],
      ['staging', 1],
    ]);
    const fixed = await docform(['apply', EXAMPLE, '--env', 'staging', '--auto-approve'], at);
    expect(fixed.status, shown(fixed)).toBe(0);
  });

  it('validate without --env checks every environment', async () => {
    const run = await docform(['validate', EXAMPLE], at);
    expect(run.status, shown(run)).toBe(0);
    expect(run.stdout).toContain('(environments production, staging): valid');
  });

  it('DOCFORM_ENV chooses when --env is not given', async () => {
    const run = await docform(['plan', EXAMPLE, '--detailed-exitcode'], {
      ...at,
      env: { DOCFORM_ENV: 'staging' },
    });
    expect(run.status, shown(run)).toBe(0);
    expect(run.stdout).toContain('No changes');
  });
});

/**
 * A saved plan keeps its environment: planned for staging before staging has converged
 * (a fresh emulator, so the plan has changes and "nothing written" can fail), it is
 * refused under --env production before any request, and applies to staging without one.
 */
describe('a saved plan for staging', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let at: { apiUrl: string };
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    at = { apiUrl: emulator.url };
  });
  afterAll(() => emulator.close());

  it('refuses --env production before any write, then applies to staging without --env', async () => {
    const out = join(tempDir(), 'staging.plan');
    const plan = await docform(
      ['plan', EXAMPLE, '--env', 'staging', '--out', out, '--detailed-exitcode'],
      at,
    );
    expect(plan.status, shown(plan)).toBe(2);
    const saved = JSON.parse(readFileSync(out, 'utf8')) as {
      environment: string;
      organization: string;
      changes: unknown[];
    };
    expect([saved.environment, saved.organization]).toEqual(['staging', 'org_acme_staging']);
    expect(saved.changes.length).toBeGreaterThan(0);

    // --env production, or DOCFORM_ENV=production as a CI job would set it
    // each refusal names what the user set, so that a DOCFORM_ENV left in the shell or
    // the CI job is found rather than an --env never given
    for (const options of [
      {
        args: ['--env', 'production'],
        env: { DOCFORM_ENV: '' },
        says: '--env production disagrees. Nothing was applied; plan again with --env production --out FILE.',
      },
      {
        args: ['--env', 'production'],
        env: { DOCFORM_ENV: 'staging' },
        says: '--env production disagrees.',
      },
      {
        args: [],
        env: { DOCFORM_ENV: 'production' },
        says: `DOCFORM_ENV=production disagrees. Nothing was applied; plan again with --out FILE while DOCFORM_ENV=production is set, or unset DOCFORM_ENV to apply ${out} as planned.`,
      },
    ]) {
      await clearJournal(emulator.url);
      const refused = await docform(['apply', out, '--auto-approve', ...options.args], {
        ...at,
        env: options.env,
      });
      expect(refused.status, shown(refused)).toBe(1);
      expect(refused.stderr).toContain(
        `error: ${out} was planned for environment staging (org_acme_staging); ${options.says}`,
      );
      // refused before any request at all, so no write to either organization
      expect(await journal(emulator.url)).toEqual([]);
    }

    await clearJournal(emulator.url);
    const applied = await docform(['apply', out, '--auto-approve'], {
      ...at,
      env: { DOCFORM_ENV: '' },
    });
    expect(applied.status, shown(applied)).toBe(0);
    const writes = await writesIn(emulator.url);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((w) => !w.path.startsWith('/v1/orgs/org_acme_staging/'))).toEqual([]);

    const again = await docform(['plan', EXAMPLE, '--env', 'staging', '--detailed-exitcode'], at);
    expect(again.status, shown(again)).toBe(0);
    const production = await docform(
      ['plan', EXAMPLE, '--env', 'production', '--detailed-exitcode'],
      at,
    );
    expect(production.status, shown(production)).toBe(2);
  });
});
