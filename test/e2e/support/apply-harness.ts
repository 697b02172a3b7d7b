import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { FORCE_GATE_CODES } from '../../../src/model/gate-codes.js';
import { startEmulator } from '../../../src/emulator/server.js';
import { HandApi } from './drift-api.js';
import type { PlannedChange } from './apply-expected-writes.js';
import { expectedWrites, normalizeWrite } from './apply-expected-writes.js';
import type { CliRun } from './examples-cli.js';
import { clearJournal, docform } from './examples-cli.js';
import { journalAt, type JournalEntry } from '../../support/emulator-journal.js';

export type Emulator = Awaited<ReturnType<typeof startEmulator>>;

export { journalAt as journal } from '../../support/emulator-journal.js';

/** The writes the emulator at `url` (or a gateway in front of it) journaled, in order. */
export async function writesIn(url: string): Promise<JournalEntry[]> {
  return (await journalAt(url)).filter((e) => e.method !== 'GET');
}

export { setFaults } from '../../support/emulator-faults.js';

/** What a CLI run printed, for assertion messages. */
export function shown(run: CliRun): string {
  return `exit ${run.status}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
}

interface SavedPlan {
  readonly changes: readonly PlannedChange[];
  readonly diagnostics?: readonly { readonly code: string }[];
}

/**
 * One step of a scenario against a converged emulator: plan --out, apply the saved
 * plan, check the journal holds exactly the writes the plan promised, then
 * `plan --detailed-exitcode` exits 0. With `again`, a second apply of the same config
 * makes no write at all. Returns the apply's writes, in the order the emulator took them.
 */
export async function runStep(
  emulator: Emulator,
  config: string,
  options: {
    readonly env?: Record<string, string>;
    readonly again?: boolean;
    /** More arguments for each command that reads the config (`--env staging`). */
    readonly args?: readonly string[];
  } = {},
): Promise<JournalEntry[]> {
  // the saved plan's directory, removed when the step ends
  const dir = mkdtempSync(join(tmpdir(), 'docform-apply-'));
  const out = join(dir, 'plan.json');
  try {
    const at = { apiUrl: emulator.url, env: options.env ?? {} };
    const args = options.args ?? [];
    const plan = await docform(['plan', config, ...args, '--out', out, '--detailed-exitcode'], at);
    expect(plan.status, `plan ${config}\n${shown(plan)}`).toBe(2);
    const saved = JSON.parse(readFileSync(out, 'utf8')) as SavedPlan;
    const force = (saved.diagnostics ?? []).some((d) =>
      (FORCE_GATE_CODES as readonly string[]).includes(d.code),
    );

    // a scenario that removes one object and adds another of a close title means both
    const create = (saved.diagnostics ?? []).some((d) => d.code === 'rename-hint');

    await clearJournal(emulator.url);
    const apply = await docform(
      [
        'apply',
        out,
        '--allow-delete',
        ...(force ? ['--force'] : []),
        ...(create ? ['--allow-create'] : []),
      ],
      at,
    );
    expect(apply.status, `apply ${config}\n${shown(apply)}`).toBe(0);
    const writes = await writesIn(emulator.url);
    expect(writes.filter((w) => w.status >= 400 || w.status === 0)).toEqual([]);
    // order-free: independent changes run in parallel, so only the multiset is fixed
    expect(writes.map((w) => normalizeWrite(w.method, w.path)).sort(), config).toEqual(
      expectedWrites(saved.changes).sort(),
    );

    await clearJournal(emulator.url);
    const [again, second] = await Promise.all([
      docform(['plan', config, ...args, '--detailed-exitcode'], at),
      options.again === true
        ? docform(['apply', config, ...args, '--auto-approve', '--allow-delete'], at)
        : undefined,
    ]);
    expect(again.status, `plan after apply ${config}\n${shown(again)}`).toBe(0);
    if (second !== undefined) {
      expect(second.status, shown(second)).toBe(0);
      expect(second.stdout).toContain('No changes');
      expect(await writesIn(emulator.url)).toEqual([]);
    }
    return writes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every problem of duplication the API shows: two objects where the config has one. */
export async function duplicates(url: string, organization = 'org_acme'): Promise<string[]> {
  const api = new HandApi(url);
  const org = `/orgs/${organization}`;
  const problems: string[] = [];
  const twice = (what: string, keys: readonly string[]): void => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${what}: ${key} twice`);
      seen.add(key);
    }
  };
  type Titled = { id: string; title: string };
  twice(
    'teams',
    (await api.items<Titled>(`${org}/teams`)).map((t) => t.title),
  );
  twice(
    'saml',
    (await api.items<{ label: string }>(`${org}/saml`)).map((s) => s.label),
  );
  twice(
    'openapi',
    (await api.items<{ slug: string }>(`${org}/openapi`)).map((s) => s.slug),
  );
  const sites = await api.items<Titled>(`${org}/sites`);
  twice(
    'sites',
    sites.map((s) => s.title),
  );
  for (const site of sites) {
    const path = `${org}/sites/${site.id}`;
    type Node = Titled & { siteSectionGroupId?: string | null; parent?: string | null };
    const sections = await api.items<Node>(`${path}/sections`);
    const groups = await api.items<Node>(`${path}/section-groups`);
    twice(
      `sections of ${site.title}`,
      sections.map((s) => s.title),
    );
    twice(
      `groups of ${site.title}`,
      groups.map((g) => g.title),
    );
    twice(`external links of ${site.title}`, await linkTitles(api, path));
    type Linked = { space: string | { id: string }; section?: string | null };
    const spaces = await api.items<Linked>(`${path}/site-spaces`);
    twice(
      `site spaces of ${site.title}`,
      spaces.map(
        (s) => `${s.section ?? 'root'}/${typeof s.space === 'string' ? s.space : s.space.id}`,
      ),
    );
  }
  return problems;
}

/** The titles of a site's external links, read from its structure (they have no list). */
async function linkTitles(api: HandApi, site: string): Promise<string[]> {
  type Node = { object: string; title: string; children?: Node[] };
  const { structure } = await api.call<{ structure: Node[] }>('GET', `${site}/structure`);
  const walk = (nodes: readonly Node[]): string[] =>
    nodes.flatMap((n) => (n.object === 'site-external-link' ? [n.title] : walk(n.children ?? [])));
  return walk(structure);
}
