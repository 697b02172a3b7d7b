import { describe, expect } from 'vitest';
import { linkAddress } from '../../src/model/address.js';
import type { DesiredLink } from '../../src/model/desired.js';
import type { LiveLink } from '../../src/model/live.js';
import type { Item } from './builders.js';
import {
  desired,
  grp,
  live,
  liveGrp,
  liveSec,
  liveSite,
  liveSs,
  sec,
  site,
  ss,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';

/** A declared external link (`- link: title` with `url:`). */
function lnk(title: string, url: string, extra: Partial<DesiredLink> = {}): Item {
  return (parent) => {
    const key = extra.key ?? title;
    return {
      type: 'link',
      address: linkAddress(parent, key),
      key,
      title,
      url,
      previously: [],
      ...extra,
    } satisfies DesiredLink;
  };
}

function liveLnk(id: string, title: string, url: string, extra: Partial<LiveLink> = {}): LiveLink {
  return { type: 'link', id, title, url, draft: false, ...extra };
}

const portal = (sections: Item[]) =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });
const held = (items: NonNullable<Parameters<typeof liveSite>[2]>['sections']) =>
  live({ sites: [liveSite('site_1', 'Portal', { sections: items })] });

const A = liveSec('x1', 'A', [liveSs('s1', 'spc_a')], { path: 'a' });
const B = liveSec('x2', 'B', [liveSs('s2', 'spc_b')], { path: 'b' });
const a = sec('A', [ss('spc_a')]);
const b = sec('B', [ss('spc_b')]);
const STATUS = 'https://status.acme.example';

const scenarios: Scenario[] = [
  {
    name: 'links and sections in their live order: no changes',
    desired: portal([lnk('Status', STATUS), a, b]),
    live: held([liveLnk('l1', 'Status', STATUS), A, B]),
    changes: [],
  },
  {
    name: 'a new link is created at its place among the sections',
    desired: portal([a, lnk('Status', STATUS), b]),
    live: held([A, B]),
    changes: [`create ${P}.link.Status (title,url) after:${P}.section.A`],
  },
  {
    name: 'a link moved from first to last is one move',
    desired: portal([a, b, lnk('Status', STATUS)]),
    live: held([liveLnk('l1', 'Status', STATUS), A, B]),
    changes: [`move ${P}.link.Status after:${P}.section.B`],
    check: (plan) => {
      const nodes = plan.siteMaps?.[P]?.nodes ?? [];
      expect(nodes.map((n) => [n.kind, n.title, n.status])).toEqual([
        ['section', 'A', 'kept'],
        ['section', 'B', 'kept'],
        ['link', 'Status', 'moved'],
      ]);
    },
  },
  {
    name: 'a section moved past a link is one move, and the link stays',
    desired: portal([lnk('Status', STATUS), b, a]),
    live: held([liveLnk('l1', 'Status', STATUS), A, B]),
    changes: [`move ${P}.section.A after:${P}.section.B`],
  },
  {
    name: 'a changed url is an update of the link',
    desired: portal([a, lnk('Status', `${STATUS}/v2`, { icon: 'signal' })]),
    live: held([A, liveLnk('l1', 'Status', STATUS)]),
    changes: [`update ${P}.link.Status (url,icon)`],
  },
  {
    name: 'a link moved into a group is an update of its parent',
    desired: portal([grp('G', [b, lnk('Status', STATUS)]), a]),
    live: held([liveGrp('g1', 'G', [B]), A, liveLnk('l1', 'Status', STATUS)]),
    changes: [`update ${P}.group.G.link.Status (parent)`],
  },
  {
    name: 'a link renamed with `previously:` is an update of its title',
    desired: portal([a, lnk('Service status', STATUS, { previously: ['Status'] })]),
    live: held([A, liveLnk('l1', 'Status', STATUS)]),
    changes: [`update ${P}.link."Service status" (title)`],
  },
  {
    name: 'a link pinned by id is matched whatever its live title',
    desired: portal([a, lnk('Uptime', STATUS, { id: 'l1' })]),
    live: held([A, liveLnk('l1', 'Status', STATUS)]),
    changes: [`update ${P}.link.Uptime (title)`],
  },
  {
    name: 'a live link the site does not declare is deleted',
    desired: portal([a, b]),
    live: held([A, liveLnk('l1', 'Status', STATUS), B]),
    changes: [`delete ${P}.link.Status`],
  },
  {
    name: 'links of a site whose structure is not declared are left alone',
    desired: desired({ sites: [site('portal', { title: 'Portal' })] }),
    live: held([A, liveLnk('l1', 'Status', STATUS)]),
    changes: [],
  },
  {
    name: 'a link never matches a section of the same title',
    desired: portal([a, lnk('B', STATUS)]),
    live: held([A, B]),
    changes: [
      `create ${P}.link.B (title,url)`,
      `delete ${P}.section.B.space.spc_b`,
      `delete ${P}.section.B`,
    ],
  },
];

describe('external links in a site structure', () => {
  runScenarios(scenarios);
});
