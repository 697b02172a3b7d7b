import { describe, expect, it } from 'vitest';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import {
  desired,
  live,
  liveSite,
  member,
  organization,
  saml,
  site,
  team,
} from '../plan/builders.js';

/**
 * A reference is shown as the YAML writes it: a declared site or team by its key, one the
 * YAML does not declare by its live id (the only way the YAML can name it), a member by
 * email. Never an address (`site.portal`), nor an address made from an id (`site.site_1`).
 */
function shown(d: DesiredState, l: LiveState): { text: string; markdown: string } {
  const doc = serializePlan(planChanges(d, l));
  return {
    text: renderText(doc, { color: false, mode: 'plan' }),
    markdown: renderMarkdown(doc, { mode: 'plan' }),
  };
}

function both(d: DesiredState, l: LiveState, line: string): void {
  const { text, markdown } = shown(d, l);
  expect(text).toContain(`      ${line}\n`);
  expect(markdown).toContain(` ${line}\n`);
}

const withSites = (defaultContent: string | null): LiveState =>
  live({
    organization: organization(defaultContent ? { defaultContent: { site: defaultContent } } : {}),
    sites: [liveSite('site_1', 'Portal'), liveSite('site_2', 'Docs')],
  });

describe('references in a plan read as the YAML writes them', () => {
  it('defaultContent naming a declared site: { site: KEY }', () => {
    const d = desired({
      settings: { address: 'settings', defaultContent: { site: 'docs' } },
      sites: [site('docs', { title: 'Docs' })],
    });
    both(d, withSites(null), 'defaultContent: (none) -> { site: "docs" }');
  });

  it('defaultContent naming, or holding, a site the YAML does not declare: its live id and title', () => {
    const d = desired({ settings: { address: 'settings', defaultContent: { site: 'site_2' } } });
    both(
      d,
      withSites('site_1'),
      'defaultContent: { site: "site_1" } (live title "Portal") -> { site: "site_2" } (live title "Docs")',
    );
  });

  it('defaultContent held by a site that was not read: its live id', () => {
    const d = desired({ settings: { address: 'settings', defaultContent: null } });
    const l = live({ organization: organization({ defaultContent: { site: 'site_9' } }) });
    both(d, l, 'defaultContent: { site: "site_9" } -> (none)');
  });

  it('a SAML default team the YAML does not declare: its live id and title; a declared one: its key', () => {
    const d = desired({
      teams: [team('ops', { title: 'Ops' })],
      saml: [saml('okta', { label: 'Okta', defaultTeam: 'ops' })],
    });
    const l = live({
      teams: [{ id: 'team_1', title: 'Engineering', members: [] }],
      saml: [{ id: 'saml_1', label: 'Okta', defaultTeam: 'team_1' }],
    });
    both(d, l, 'defaultTeam: "team_1" (live title "Engineering") -> "ops"');
  });

  it('team members by email, also members the YAML does not declare', () => {
    const d = desired({
      members: [member('alice@acme.example', 'admin')],
      teams: [team('eng', { title: 'Eng', members: ['bob@acme.example'] })],
    });
    const l = live({ teams: [{ id: 'team_1', title: 'Eng', members: ['u_carol'] }] });
    const { text } = shown(d, l);
    expect(text).toContain('- "carol@acme.example"');
    expect(text).toContain('+ "bob@acme.example"');
  });
});
