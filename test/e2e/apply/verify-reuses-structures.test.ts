import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { Emulator } from '../support/apply-harness.js';
import { journal, setFaults, shown } from '../support/apply-harness.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/**
 * Verify after an apply takes the site structures the apply re-read after its last
 * write to them instead of reading them again (docs/apply.md, "Verify"): one structure
 * GET per site from empty, two for a site written after its re-read, and two for every
 * site when a request of the apply had to be retried.
 */
const scratchDir = scratchDirs('docform-verify-');

/** `docform.yaml` with `sites`, each a list of sections (each a list of spaces). */
function config(sites: Record<string, readonly (readonly string[])[]>): string {
  const lines = ['version: 1', 'organization: org_acme', 'sites:'];
  for (const [key, sections] of Object.entries(sites)) {
    lines.push(`  ${key}:`, `    title: ${key}`, '    sections:');
    sections.forEach((spaces, i) => {
      // the first site space comes with the section's create; a `path` on it is a PATCH after
      const listed = spaces.map((s, j) => `{ space: ${s}${j === 0 ? '' : `, path: p${j}`} }`);
      lines.push(`      - { title: Section ${i}, spaces: [${listed.join(', ')}] }`);
    });
  }
  const path = join(scratchDir(), 'docform.yaml');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** How many times each site's structure was read (successfully), by site id. */
async function structureReads(emulator: Emulator): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  for (const e of await journal(emulator.url)) {
    const site = /^\/v1\/orgs\/[^/]+\/sites\/([^/]+)\/structure$/.exec(e.path)?.[1];
    if (e.method === 'GET' && e.status === 200 && site !== undefined) {
      reads.set(site, (reads.get(site) ?? 0) + 1);
    }
  }
  return reads;
}

const idOf = (emulator: Emulator, title: string): string =>
  emulator.world().sites.find((s) => s.title === title)?.id ?? '';

describe('verify after an apply', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterEach(async () => {
    await emulator.close();
  });

  const apply = async (path: string) => {
    await clearJournal(emulator.url);
    const run = await docform(['apply', path, '--auto-approve'], { apiUrl: emulator.url });
    expect(run.status, shown(run)).toBe(0);
    expect(run.stdout).toMatch(/converged/);
    return run;
  };

  it('reads each new site structure once: the re-read after its sections were created', async () => {
    const path = config({
      one: [['spc_guides'], ['spc_api']],
      two: [['spc_sdk'], ['spc_guides']],
      three: [['spc_api'], ['spc_changelog']],
    });
    await apply(path);
    const reads = await structureReads(emulator);
    expect(Object.fromEntries(reads)).toEqual({
      [idOf(emulator, 'one')]: 1,
      [idOf(emulator, 'two')]: 1,
      [idOf(emulator, 'three')]: 1,
    });
    // what verify took as read is what a later plan reads
    const plan = await docform(['plan', path, '--detailed-exitcode'], { apiUrl: emulator.url });
    expect(plan.status, shown(plan)).toBe(0);
  });

  it('reads again a site whose structure the apply changed after its re-read', async () => {
    // the second site space of a section is added once the section's change is done
    const path = config({ one: [['spc_guides', 'spc_sdk']], two: [['spc_api'], ['spc_sdk']] });
    await apply(path);
    const reads = await structureReads(emulator);
    expect(Object.fromEntries(reads)).toEqual({
      [idOf(emulator, 'one')]: 2,
      [idOf(emulator, 'two')]: 1,
    });
  });

  it('reads every structure again when a request of the apply was retried, and only then', async () => {
    const path = config({ one: [['spc_guides'], ['spc_api']], two: [['spc_sdk'], ['spc_api']] });
    // refused and not applied, then retried: an attempt given up on could land late
    await setFaults(emulator.url, { rate: 0.3, statuses: [429], seed: 3 });
    await apply(path);
    await setFaults(emulator.url, {});
    const retried = (await journal(emulator.url)).filter((e) => e.status === 429);
    expect(retried.length).toBeGreaterThan(0);
    const reads = await structureReads(emulator);
    expect(reads.get(idOf(emulator, 'one'))).toBeGreaterThanOrEqual(2);
    expect(reads.get(idOf(emulator, 'two'))).toBeGreaterThanOrEqual(2);

    // the same org, a third site added with no retry: its re-read serves verify
    const more = config({
      one: [['spc_guides'], ['spc_api']],
      two: [['spc_sdk'], ['spc_api']],
      three: [['spc_changelog']],
    });
    await apply(more);
    expect((await structureReads(emulator)).get(idOf(emulator, 'three'))).toBe(1);
  });
});
