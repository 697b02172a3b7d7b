import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearJournalAt, journalAt } from '../../support/emulator-journal.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-prune-spaces-undeclared-');

/** Two sites, each showing a space at its root: made first, as a team would have them. */
const BOTH = `version: 1
organization: org_acme
sites:
  docs:
    title: Docs
    spaces:
      - { space: spc_guides, path: guides }
  blog:
    title: Blog
    spaces:
      - { space: spc_changelog, path: changelog }
`;

/** Only the first site declared, spaces pruned: the blog is a site docform does not manage. */
const DOCS_ONLY = `version: 1
organization: org_acme
sites:
  docs:
    title: Docs
    spaces:
      - { space: spc_guides, path: guides }
policy:
  prune: [spaces]
`;

const REASON = 'not pruned: published by site.blog, which the config does not declare';

interface PlanDoc {
  changes: { address: string; action: string; id?: string }[];
  unmanaged: { address: string; id: string; publishedBy?: string[] }[];
}

/**
 * `prune: [spaces]` deletes the spaces neither declared nor shown by a declared site,
 * but never one a live site the config does not declare publishes: that space is listed
 * as unmanaged with the site, and apply --allow-delete leaves it. The plan reads the
 * undeclared site's structure once to know. On both APIs.
 */
describe.each(API_TARGETS)(
  'prune: [spaces] beside an undeclared site, against the %s',
  (target) => {
    let api: TargetApi;
    let file = '';
    const run = (args: string[]) =>
      docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
    const liveSpaces = () =>
      api
        .world()
        .spaces.filter((s) => s.organization === 'org_acme' && s.deletedAt === undefined)
        .map((s) => s.id)
        .sort();
    const blogId = () => api.world().sites.find((s) => s.title === 'Blog')?.id ?? '';

    beforeAll(async () => {
      api = await startApiTarget(target);
      file = join(tempDir(), 'docform.yaml');
      writeFileSync(file, BOTH);
      const made = await run(['apply', '--auto-approve']);
      expect(made.status, shown(made)).toBe(0);
      writeFileSync(file, DOCS_ONLY);
    });
    afterAll(async () => {
      await api.close();
    });

    it('plans to keep the blog space, with the reason, reading the blog structure once', async () => {
      await clearJournalAt(api.emulatorUrl);
      const plan = await run(['plan', '--format', 'json']);
      expect(plan.status, shown(plan)).toBe(0);
      const doc = JSON.parse(plan.stdout) as PlanDoc;
      const deleted = doc.changes.filter((c) => c.action === 'delete').map((c) => c.id);
      expect(deleted.sort()).toEqual(['spc_api', 'spc_internal', 'spc_sdk']);
      const kept = doc.unmanaged.find((u) => u.id === 'spc_changelog');
      expect(kept?.publishedBy).toEqual(['site.blog']);
      const structureReads = (await journalAt(api.emulatorUrl)).filter(
        (e) => e.method === 'GET' && e.path.includes(`/sites/${blogId()}/structure`),
      );
      expect(structureReads).toHaveLength(1);

      const text = await run(['plan']);
      expect(text.stdout).toContain(
        `space.changelog (space spc_changelog) "Changelog" (${REASON})`,
      );
      const md = await run(['plan', '--format', 'markdown']);
      expect(md.stdout).toContain(REASON);
    });

    it('apply --allow-delete deletes the unpublished spaces and never the blog space', async () => {
      await clearJournalAt(api.emulatorUrl);
      const apply = await run(['apply', '--auto-approve', '--allow-delete']);
      expect(apply.status, shown(apply)).toBe(0);
      const deletes = (await journalAt(api.emulatorUrl))
        .filter((e) => e.method === 'DELETE')
        .map((e) => e.path);
      expect(deletes.some((p) => p.includes('spc_changelog'))).toBe(false);
      expect(deletes.filter((p) => /\/spaces\/spc_(api|sdk|internal)$/.test(p))).toHaveLength(3);
      expect(liveSpaces()).toEqual(['spc_changelog', 'spc_guides']);
      expect(api.world().siteSpaces.some((s) => s.space === 'spc_changelog')).toBe(true);

      const again = await run(['plan', '--detailed-exitcode']);
      expect(again.status, shown(again)).toBe(0);
      expect(again.stdout).toContain(REASON);
    });
  },
);
