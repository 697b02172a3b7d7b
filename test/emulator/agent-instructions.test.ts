import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { fetchAs } from '../support/fetch-as.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';
import { INSTRUCTIONS } from './conformance/agent-instructions.scenario.js';

const PATH = `/orgs/${ORG}/agent-instructions`;
type Json = Record<string, unknown>;

/** INSTRUCTIONS with one change, made on a copy. */
function changed(edit: (doc: Json & { nodes: Json[] }) => void): unknown {
  const doc = structuredClone(INSTRUCTIONS) as unknown as Json & { nodes: Json[] };
  edit(doc);
  return doc;
}

/** A document whose nodes nest `depth` levels deep: blocks around one text. */
function nested(depth: number): unknown {
  let node: Json = { object: 'text', leaves: [] };
  for (let i = 1; i < depth; i += 1) node = { object: 'block', type: 'list-item', nodes: [node] };
  return { object: 'document', data: {}, nodes: [{ ...node, type: 'list-unordered' }] };
}

describe('organization agent instructions', () => {
  const emulator = useTestEmulator();
  const put = (token: string, json: unknown) => emulator().v1(token, 'PUT', PATH, { json });

  const refusals: [string, unknown, string][] = [
    ['no instructions', {}, 'Field "instructions" is required'],
    ['an unknown field', { instructions: INSTRUCTIONS, title: 'x' }, 'Unknown field "title"'],
    [
      'not a document',
      { instructions: { ...INSTRUCTIONS, object: 'page' } },
      'instructions.object',
    ],
    ['no data', { instructions: { object: 'document', nodes: [] } }, 'instructions.data'],
    [
      'a schemaVersion that is not an integer',
      { instructions: { object: 'document', data: { schemaVersion: 1.5 }, nodes: [] } },
      'instructions.data.schemaVersion',
    ],
    ['nodes not an array', { instructions: { ...INSTRUCTIONS, nodes: {} } }, 'instructions.nodes'],
    [
      'an unknown top-level block type',
      {
        instructions: changed(
          (d) => (d.nodes[0] = { object: 'block', type: 'sparkle', nodes: [] }),
        ),
      },
      'instructions.nodes.0.type',
    ],
    [
      'a top-level text instead of a block',
      { instructions: changed((d) => (d.nodes[0] = { object: 'text', leaves: [] })) },
      'instructions.nodes.0.object',
    ],
    [
      'a block missing a field its type requires',
      { instructions: changed((d) => delete (d.nodes[0] as Json).data) },
      'instructions.nodes.0.data',
    ],
    [
      'a leaf without marks',
      {
        instructions: changed(
          (d) =>
            ((d.nodes[1] as Json).nodes = [
              { object: 'text', leaves: [{ object: 'leaf', text: 'x' }] },
            ]),
        ),
      },
      'instructions.nodes.1.nodes.0.leaves.0.marks',
    ],
    [
      'a nested node of an unknown kind',
      { instructions: changed((d) => ((d.nodes[1] as Json).nodes = [{ object: 'widget' }])) },
      'instructions.nodes.1.nodes.0.object',
    ],
    ['nodes nested 65 levels deep', { instructions: nested(65) }, 'nested deeper than 64'],
  ];

  it.each(refusals)('refuses %s with 400 naming the field', async (_name, body, where) => {
    const res = await put(TOKENS.admin, body);
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain(where);
  });

  it('accepts nodes nested 64 levels deep', async () => {
    expect((await put(TOKENS.admin, { instructions: nested(64) })).status).toBe(200);
  });

  it('refuses editors and readers (403) and leaves the instructions as they were', async () => {
    await put(TOKENS.admin, { instructions: INSTRUCTIONS });
    for (const token of [TOKENS.edit, TOKENS.read]) {
      expect(
        (await put(token, { instructions: { object: 'document', data: {}, nodes: [] } })).status,
      ).toBe(403);
    }
    const got = await emulator().v1(TOKENS.read, 'GET', PATH);
    expect((got.body as Json).instructions).toEqual(INSTRUCTIONS);
  });

  it('is 404 for an organization the caller is not a member of', async () => {
    const res = await emulator().v1(TOKENS.read, 'GET', '/orgs/org_nope/agent-instructions');
    expect(res.status).toBe(404);
  });
});

describe('agent instructions in the state file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-instructions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are persisted and served again after a restart', async () => {
    const statePath = join(dir, 'state.json');
    const first = await startEmulator({
      port: 0,
      statePath,
      now: () => new Date('2025-03-04T05:06:07Z'),
    });
    const put = await fetchAs(first.url, TOKENS.admin, 'PUT', `/v1${PATH}`, {
      json: { instructions: INSTRUCTIONS },
    });
    expect(put.status).toBe(200);
    await first.close();
    const second = await startEmulator({ port: 0, statePath });
    try {
      const got = await fetchAs(second.url, TOKENS.read, 'GET', `/v1${PATH}`);
      expect(got.body).toMatchObject({
        instructions: INSTRUCTIONS,
        updatedAt: '2025-03-04T05:06:07.000Z',
        updatedBy: 'usr_alice',
      });
    } finally {
      await second.close();
    }
  });
});
