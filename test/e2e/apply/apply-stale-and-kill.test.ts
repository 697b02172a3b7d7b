import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { Emulator } from '../support/apply-harness.js';
import { duplicates, journal, setFaults, shown, writesIn } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import { ROOT, clearJournal, docform } from '../support/examples-cli.js';
import { applyKilledAfterWrites } from '../support/kill-after-writes.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const scratchDir = scratchDirs('docform-apply-');

const scenario = (name: string, step: number): string =>
  join(ROOT, 'test/fixtures/scenarios', name, `step-${step}.yaml`);

describe.concurrent('apply against a changing org', () => {
  /** Each test has its own emulator, closed when it ends (the tests run concurrently). */
  async function withEmulator(run: (emulator: Emulator) => Promise<void>): Promise<void> {
    const emulator = await startEmulator({ port: 0 });
    try {
      await run(emulator);
    } finally {
      await emulator.close();
    }
  }

  it('applies a saved plan named as Terraform users name it (tfplan), by its content', () =>
    withEmulator(async ({ url }) => {
      const at = { apiUrl: url };
      const config = scenario('rename-section', 1);
      const dir = scratchDir();
      const plan = await docform(['plan', config, '--out', 'tfplan'], { ...at, cwd: dir });
      expect(plan.status, shown(plan)).toBe(0);
      expect(plan.stderr).toContain('run: docform apply tfplan');
      await clearJournal(url);
      const apply = await docform(['apply', 'tfplan', '--allow-delete'], { ...at, cwd: dir });
      expect(apply.status, shown(apply)).toBe(0);
      expect(apply.stderr).not.toContain('unknown-key');
      expect(apply.stdout).toContain('converged');
      // the YAML on disk may have moved on: verify compared with the config saved in the plan
      expect(apply.stdout).toContain(
        'converged: the live organization matches the configuration saved in the plan.',
      );
      expect((await writesIn(url)).length).toBeGreaterThan(0);
      const again = await docform(['plan', config, '--detailed-exitcode'], at);
      expect(again.status, shown(again)).toBe(0);
    }));

  it('refuses a stale tfplan, writing nothing', () =>
    withEmulator(async ({ url }) => {
      const at = { apiUrl: url };
      const out = join(scratchDir(), 'tfplan');
      const plan = await docform(['plan', scenario('rename-section', 1), '--out', out], at);
      expect(plan.status, shown(plan)).toBe(0);
      await new HandApi(url).call('POST', '/orgs/org_acme/sites', { title: 'Portal' });
      await clearJournal(url);
      const apply = await docform(['apply', out, '--allow-delete'], at);
      expect(apply.status, shown(apply)).toBe(1);
      expect(apply.stderr).toContain('stale');
      expect(await writesIn(url)).toEqual([]);
    }));

  it('refuses a damaged saved plan instead of reading it as a config', () =>
    withEmulator(async ({ url }) => {
      const out = join(scratchDir(), 'tfplan');
      const plan = await docform(['plan', scenario('rename-section', 1), '--out', out], {
        apiUrl: url,
      });
      expect(plan.status, shown(plan)).toBe(0);
      const saved = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
      writeFileSync(out, JSON.stringify({ ...saved, sources: 'gone' }));
      await clearJournal(url);
      const apply = await docform(['apply', out, '--allow-delete'], { apiUrl: url });
      expect(apply.status, shown(apply)).toBe(1);
      expect(apply.stderr).toContain(`${out}: not a docform saved plan (formatVersion 1): sources`);
      expect(apply.stderr).not.toContain('unknown-key');
      expect(await journal(url)).toEqual([]);
    }));

  it('refuses a saved plan made stale by a hand change, writing nothing', () =>
    withEmulator(async ({ url }) => {
      const at = { apiUrl: url };
      const config = scenario('rename-section', 1);
      const out = join(scratchDir(), 'plan.json');
      const plan = await docform(['plan', config, '--out', out], at);
      expect(plan.status, shown(plan)).toBe(0);
      // someone creates the site by hand meanwhile: the saved "create site.portal" no longer holds
      await new HandApi(url).call('POST', '/orgs/org_acme/sites', { title: 'Portal' });
      await clearJournal(url);
      const apply = await docform(['apply', out, '--allow-delete'], at);
      expect(apply.status, shown(apply)).toBe(1);
      expect(apply.stderr).toContain('stale');
      expect(await journal(url)).not.toEqual([]);
      expect(await writesIn(url)).toEqual([]);
    }));

  it('converges after an apply killed half way, with nothing duplicated or lost', () =>
    withEmulator(async ({ url }) => {
      const config = scenario('many-sites', 1);
      // slow every answer, so that several writes are in flight when the kill lands
      await setFaults(url, { latencyMs: 60 });
      const killed = await applyKilledAfterWrites(url, ['apply', config, '--auto-approve'], 15);
      expect(killed.signal, killed.output).toBe('SIGKILL');
      const before = (await writesIn(url)).length;
      // half way: some writes went through, not all 60 that the whole apply makes
      expect(before).toBeGreaterThanOrEqual(15);
      expect(before).toBeLessThan(60);

      await setFaults(url, {});
      const at = { apiUrl: url };
      const again = await docform(['apply', config, '--auto-approve'], at);
      expect(again.status, shown(again)).toBe(0);
      const plan = await docform(['plan', config, '--detailed-exitcode'], at);
      expect(plan.status, shown(plan)).toBe(0);
      expect(await duplicates(url)).toEqual([]);
      // nothing lost: the twelve sites, each with its two sections holding one space each
      const api = new HandApi(url);
      const sites = await api.items<{ id: string; title: string }>('/orgs/org_acme/sites');
      expect(sites.map((s) => s.title).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `Site ${i}`).sort(),
      );
      for (const site of sites) {
        const sections = await api.items<{ title: string }>(
          `/orgs/org_acme/sites/${site.id}/sections`,
        );
        expect(sections.map((s) => s.title)).toEqual(['Guides', 'API']);
        expect(await api.items(`/orgs/org_acme/sites/${site.id}/site-spaces`)).toHaveLength(2);
      }
    }));
});
