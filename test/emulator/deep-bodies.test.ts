import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

/** `{"a": {"a": ... {"a": 1}}}`, `depth` objects deep, as text (JSON.stringify would overflow). */
function deepJson(depth: number, inner = '1'): string {
  return `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

/** An adaptive-schema claim nested `depth` objects deep. */
function deepClaim(depth: number): string {
  const open = '{"type":"object","description":"d","additionalProperties":false,"properties":{"a":';
  return `${open.repeat(depth)}{"type":"boolean","description":"d"}${'}}'.repeat(depth)}`;
}

describe('bodies nested deeper than any real one', () => {
  const emulator = useTestEmulator();

  it('are refused with 400 naming the limit, never a 500', async () => {
    const { id } = await emulator().admin('POST', `/orgs/${ORG}/sites`, {});
    const schema = `{"jsonSchema":{"type":"object","additionalProperties":false,"properties":{"c":${deepClaim(20_000)}}}}`;
    const put = await emulator().v1(
      TOKENS.admin,
      'PUT',
      `/orgs/${ORG}/sites/${id}/adaptive-schema`,
      { raw: schema },
    );
    expect(put.status).toBe(400);
    expect(put.text).toContain('nested');
    const rules = `{"mergeRules":{"type":"rules","rules":[{"rule":"custom","expression":"true","x":${deepJson(100_000)}}]}}`;
    const patch = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, { raw: rules });
    expect(patch.status).toBe(400);
    expect((await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}`)).status).toBe(200);
  });

  it('are refused by PUT /_emulator/state, which keeps the world', async () => {
    const world = JSON.stringify(emulator().world());
    const deep = `${world.slice(0, -1)},"extra":${deepJson(100_000)}}`;
    const res = await fetch(`${emulator().url}/_emulator/state`, { method: 'PUT', body: deep });
    expect(res.status).toBe(400);
    expect((await fetch(`${emulator().url}/_emulator/state`)).status).toBe(200);
  });

  it('are accepted up to the limit (256 levels), and refused one level deeper', async () => {
    // The body, mergeRules, rules and the rule are 4 levels.
    const patch = (depth: number) =>
      emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
        raw: `{"mergeRules":{"type":"rules","rules":[{"rule":"custom","expression":"true","x":${deepJson(depth)}}]}}`,
      });
    expect((await patch(252)).status).toBe(200);
    expect((await patch(253)).status).toBe(400);
  });
});
