import { expect, it } from 'vitest';
import { SpaceEditMode } from '../../support/official-client.js';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** Spaces: list in an organization, get, patch, delete and restore within 7 days. */
export function spacesScenario(ctx: ConformanceContext): void {
  it('lists the spaces of an organization', async () => {
    const res = await adminClient(ctx).orgs.listSpacesInOrganizationById(ORG);
    ctx.recorder.check('listSpacesInOrganizationById', res, 200);
    expect(res.data.items.map((s) => s.id)).toEqual(expect.arrayContaining(Object.values(SPACES)));
  });

  it('gets a space', async () => {
    const res = await adminClient(ctx).spaces.getSpaceById(SPACES.guides);
    ctx.recorder.check('getSpaceById', res, 200);
    expect(res.data).toMatchObject({ object: 'space', id: SPACES.guides, organization: ORG });
  });

  it('patches space settings', async () => {
    const res = await adminClient(ctx).spaces.updateSpaceById(SPACES.guides, {
      title: 'Guides v2',
      editMode: SpaceEditMode.Locked,
      defaultLevel: 'inherit',
      emoji: '1f4d8',
    });
    ctx.recorder.check('updateSpaceById', res, 200);
    expect(res.data).toMatchObject({ title: 'Guides v2', editMode: 'locked', emoji: '1f4d8' });
  });

  it('deletes a space (205), restores it within 7 days (200)', async () => {
    const api = adminClient(ctx);
    const res = await api.spaces.deleteSpaceById(SPACES.changelog);
    ctx.recorder.check('deleteSpaceById', res, 205);
    const listed = await api.orgs.listSpacesInOrganizationById(ORG);
    expect(listed.data.items.map((s) => s.id)).not.toContain(SPACES.changelog);
    const restored = await api.spaces.restoreSpace(SPACES.changelog);
    ctx.recorder.check('restoreSpace', restored, 200);
    expect(restored.data.id).toBe(SPACES.changelog);
    expect(restored.data.deletedAt).toBeUndefined();
  });

  it('answers 204 when deleting a space that does not exist', async () => {
    const res = await adminClient(ctx).spaces.deleteSpaceById('spc_does_not_exist');
    ctx.recorder.check('deleteSpaceById', res, 204);
  });

  it('lets a reader get a space but not patch it (403)', async () => {
    const res = await ctx.emulator().client(TOKENS.read).spaces.getSpaceById(SPACES.api);
    ctx.recorder.check('getSpaceById', res, 200);
    const denied = await ctx
      .emulator()
      .v1(TOKENS.read, 'PATCH', `/spaces/${SPACES.api}`, { json: { title: 'Nope' } });
    expect(denied.status).toBe(403);
  });
}
