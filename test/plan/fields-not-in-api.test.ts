import { describe, expect, it } from 'vitest';
import { fieldLocationKey } from '../../src/model/address.js';
import type { DesiredSite } from '../../src/model/desired.js';
import type { LiveSite } from '../../src/model/live.js';
import { planChanges } from '../../src/plan/plan.js';
import { desired, live, liveSite, site } from './builders.js';

const at = (line: number) => ({ file: 'docform.yaml', line, col: 5 });

function planOf(sites: DesiredSite[], liveSites: LiveSite[]) {
  const locations = new Map(
    sites.map((s, i) => [fieldLocationKey(s.address, 'agentsContext'), at(10 + i)] as const),
  );
  const plan = planChanges(desired({ sites, locations }), live({ sites: liveSites }));
  return {
    fields: plan.changes.flatMap((c) => (c.fields ?? []).map((f) => `${c.address} ${f.path}`)),
    warnings: plan.diagnostics.filter((d) => d.code === 'field-not-in-api'),
  };
}

describe('agentsContext, a field of the seed the official API lacks', () => {
  it('is planned where the live site reports it', () => {
    const { fields, warnings } = planOf(
      [site('portal', { title: 'Portal', agentsContext: 'excluded' })],
      [liveSite('site_1', 'Portal', { agentsContext: 'included' })],
    );
    expect(fields).toEqual(['site.portal agentsContext']);
    expect(warnings).toEqual([]);
  });

  it('is not planned where the read lacks it, with one warning for every site, at the first line', () => {
    const { fields, warnings } = planOf(
      [
        site('portal', { title: 'Portal', agentsContext: 'excluded' }),
        site('docs', { title: 'Docs', agentsContext: 'included' }),
        site('help', { title: 'Help' }),
      ],
      [liveSite('site_1', 'Portal'), liveSite('site_2', 'Docs'), liveSite('site_3', 'Help')],
    );
    expect(fields).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        address: 'site.portal',
        location: at(10),
        message: expect.stringContaining('agentsContext (site.portal, site.docs)'),
      }),
    ]);
  });

  it('on a create, follows what the organization’s other sites show', () => {
    const created = [site('new', { title: 'New', agentsContext: 'excluded' })];
    const unreported = planOf(created, [liveSite('site_1', 'Old')]);
    expect(unreported.fields).toEqual(['site.new title']);
    expect(unreported.warnings).toHaveLength(1);
    const reported = planOf(created, [liveSite('site_1', 'Old', { agentsContext: 'included' })]);
    expect(reported.fields).toEqual(['site.new title', 'site.new agentsContext']);
    expect(planOf(created, []).fields).toEqual(['site.new title', 'site.new agentsContext']);
  });
});
