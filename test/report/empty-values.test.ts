import { describe, expect, it } from 'vitest';
import type { SerializedChange, SerializedPlan } from '../../src/model/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderReport } from '../../src/report/formats.js';
import { samplePlan } from '../plan/sample-plan.js';

/**
 * An empty value reads the same in every human format: `(none)`, whether the field was
 * unset (undefined) or set to null, in text and in Markdown, on a create and an update;
 * but a role set to null is a guest, and reads `guest`.
 */
describe('an empty value', () => {
  const update: SerializedChange = {
    address: 'settings',
    kind: 'settings',
    action: 'update',
    id: 'org_acme',
    fields: [
      { path: 'hostname', before: null, after: 'docs.acme.example' },
      { path: 'logo', before: 'https://acme.example/logo.png', after: null },
      { path: 'title', after: 'Acme' },
      { path: 'agentInstructions', before: '', after: '# Docs' },
    ],
    dependsOn: [],
  };
  const create: SerializedChange = {
    address: 'saml.partner',
    kind: 'saml',
    action: 'create',
    fields: [
      { path: 'label', after: 'Partner' },
      { path: 'defaultRole', after: null },
    ],
    dependsOn: [],
  };
  const doc: SerializedPlan = {
    ...serializePlan(samplePlan()),
    summary: { create: 1, update: 1, move: 0, delete: 0 },
    changes: [update, create],
  };

  it.each(['text', 'markdown'] as const)('is (none) in %s, never null', (format) => {
    const out = renderReport(doc, format, { mode: 'plan', color: false });
    expect(out).toContain('hostname: (none) -> "docs.acme.example"');
    expect(out).toContain('logo: "https://acme.example/logo.png" -> (none)');
    expect(out).toContain('title: (none) -> "Acme"');
    // a role's null is a guest (official `MemberRoleOrGuest`), not an empty value
    expect(out).toContain('defaultRole: guest');
    expect(out).not.toContain('defaultRole: (none)');
    // the API answers an empty text for agent instructions never written
    expect(out).toContain('agentInstructions: (none) -> "# Docs"');
    expect(out).not.toMatch(/\bnull\b/);
  });
});
