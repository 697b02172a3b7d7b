import { describe, expect, it } from 'vitest';
import { makeSecret } from '../../src/config/make-secret.js';
import { DocformError } from '../../src/model/errors.js';
import { fingerprintValue, liveFingerprint } from '../../src/plan/fingerprint.js';
import { parseSerializedPlan, serializePlan } from '../../src/plan/serialize.js';
import { live } from './builders.js';
import { samplePlan } from './sample-plan.js';

describe('serializePlan', () => {
  it('writes the documented shape: formatVersion 1, summary, changes with dependsOn', () => {
    const doc = serializePlan(samplePlan());
    expect(doc.formatVersion).toBe(1);
    expect(doc.summary).toEqual({ create: 4, update: 5, move: 1, delete: 3 });
    expect(doc.changes.every((c) => Array.isArray(c.dependsOn))).toBe(true);
    expect(doc.liveFingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('writes IdRefs as their address', () => {
    const doc = serializePlan(samplePlan());
    const teamChange = doc.changes.find((c) => c.address === 'team.eng');
    expect(teamChange?.fields?.find((f) => f.path === 'members')).toEqual({
      path: 'members',
      before: ['member.alice@acme.example', 'member.bob@acme.example'],
      after: ['member.alice@acme.example'],
    });
    const sdk = doc.changes.find((c) => c.address === 'site.portal.group.Products.section.SDK');
    expect(sdk?.parent).toBe('site.portal.group.Products');
  });

  it('masks secrets with a short fingerprint', () => {
    const doc = serializePlan(samplePlan());
    const cert = doc.changes.find((c) => c.address === 'saml.okta')?.fields?.[0];
    expect(cert?.after).toBe(
      `(sensitive, fingerprint sha256:${fingerprintValue('MARKER-7f3a-do-not-print').slice(0, 8)})`,
    );
    expect(cert?.before).toBe(
      `(sensitive, fingerprint sha256:${fingerprintValue('OLD-CERT').slice(0, 8)})`,
    );
  });

  it('keeps extra fields of a saved plan without letting them replace its own', () => {
    const doc = serializePlan(samplePlan(), {
      sources: [{ file: 'docform.yaml' }],
      formatVersion: 9,
    });
    expect(doc.sources).toEqual([{ file: 'docform.yaml' }]);
    expect(doc.formatVersion).toBe(1);
  });

  it('parses back what it writes, through JSON text', () => {
    const doc = serializePlan(samplePlan(), { targets: ['team.eng'] });
    expect(parseSerializedPlan(JSON.stringify(doc))).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    [
      'another version',
      JSON.stringify({ ...serializePlan(samplePlan()), formatVersion: 2 }),
      /formatVersion/,
    ],
    ['an unknown action', JSON.stringify(withChange({ action: 'destroy' })), /changes\.0\.action/],
    [
      'a change without dependsOn',
      JSON.stringify(withChange({ dependsOn: undefined })),
      /dependsOn/,
    ],
  ])('rejects %s', (_name, text, message) => {
    expect(() => parseSerializedPlan(text)).toThrow(DocformError);
    expect(() => parseSerializedPlan(text)).toThrow(message);
  });
});

function withChange(patch: Record<string, unknown>): unknown {
  const doc = serializePlan(samplePlan());
  return { ...doc, changes: [{ ...doc.changes[0], ...patch }] };
}

describe('fingerprints', () => {
  it('fingerprints a live value as the config loader fingerprints a secret', () => {
    expect(fingerprintValue('s3cr3t')).toBe(makeSecret('s3cr3t', ['X']).fingerprint);
  });

  it('gives the live fingerprint regardless of key order', () => {
    const a = live({ teams: [{ id: 't', title: 'T', members: [] }] });
    const b = { ...a, teams: [{ members: [], title: 'T', id: 't' }] };
    expect(liveFingerprint(a)).toBe(liveFingerprint(b));
    expect(liveFingerprint(a)).not.toBe(liveFingerprint(live()));
  });
});
