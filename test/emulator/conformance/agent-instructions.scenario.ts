import { expect, it } from 'vitest';
import { ORG, TOKENS } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

const text = (value: string, marks: unknown[] = []) => ({
  object: 'text' as const,
  leaves: [{ object: 'leaf' as const, text: value, marks }],
});

/** Instructions as an organization would write them: a heading, a paragraph, a list. */
export const INSTRUCTIONS = {
  object: 'document' as const,
  data: { schemaVersion: 1 },
  nodes: [
    { object: 'block', type: 'heading-1', data: {}, nodes: [text('House style')] },
    {
      object: 'block',
      type: 'paragraph',
      nodes: [
        text('Answer in British English, '),
        text('briefly', [{ object: 'mark', type: 'bold' }]),
      ],
    },
    {
      object: 'block',
      type: 'list-unordered',
      nodes: [
        {
          object: 'block',
          type: 'list-item',
          nodes: [{ object: 'block', type: 'paragraph', nodes: [text('Link the API reference.')] }],
        },
      ],
    },
  ],
};

/** The Docs agent instructions of an organization (seed "AgentInstructions"). */
export function agentInstructionsScenario(ctx: ConformanceContext): void {
  it('reads the empty document before any PUT', async () => {
    const res = await adminClient(ctx).orgs.getOrganizationAgentInstructions(ORG);
    ctx.recorder.check('getOrganizationAgentInstructions', res, 200);
    expect(res.data).toMatchObject({
      object: 'agent-instructions',
      instructions: { object: 'document', data: {}, nodes: [] },
      updatedAt: '2024-01-01T00:00:00.000Z',
      updatedBy: '',
    });
  });

  it('stores what an admin PUTs and reads it back', async () => {
    const api = adminClient(ctx);
    const put = await api.orgs.updateOrganizationAgentInstructions(ORG, {
      instructions: INSTRUCTIONS as never,
    });
    ctx.recorder.check('updateOrganizationAgentInstructions', put, 200);
    expect(put.data.instructions).toEqual(INSTRUCTIONS);
    expect(put.data.updatedBy).toBe('usr_alice');
    const got = await ctx.emulator().client(TOKENS.read).orgs.getOrganizationAgentInstructions(ORG);
    ctx.recorder.check('getOrganizationAgentInstructions', got, 200);
    expect(got.data).toEqual(put.data);
  });

  it('refuses a non-admin (403) and a document of the wrong shape (400 naming the field)', async () => {
    const path = `/orgs/${ORG}/agent-instructions`;
    const editor = await ctx.emulator().v1(TOKENS.edit, 'PUT', path, {
      json: { instructions: INSTRUCTIONS },
    });
    expect(editor.status).toBe(403);
    const bad = structuredClone(INSTRUCTIONS);
    bad.nodes[1] = { object: 'block', type: 'paragraph' } as never;
    const refused = await ctx.emulator().v1(TOKENS.admin, 'PUT', path, {
      json: { instructions: bad },
    });
    expect(refused.status).toBe(400);
    expect(fields(fields(refused.body).error).message).toContain('instructions.nodes.1.nodes');
    const kept = await adminClient(ctx).orgs.getOrganizationAgentInstructions(ORG);
    expect(kept.data.instructions).toEqual(INSTRUCTIONS);
  });
}
