import type { RequestBody } from '../../api/call-operation.js';
import { updateSpace } from '../../api/resources/spaces.js';
import type { KindHandler } from '../handler.js';
import { changedFields, isEmpty, pick } from '../wire.js';

type SpacePatch = RequestBody<'updateSpaceById'>;

/** Existing spaces' settings: PATCH /spaces/{id} (seed, "Spaces"); docform never creates spaces. */
export const spaceHandler: KindHandler<'space'> = {
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const settings = pick<SpacePatch>(fields, ['title', 'editMode', 'defaultLevel', 'language']);
    const body: SpacePatch = { ...settings, ...emojiOf(fields) };
    if (!isEmpty(body)) await updateSpace(ctx.client, change.id, body);
  },
};

/**
 * The official body takes an emoji, an icon URL or neither (a `oneOf`): the emoji
 * branch to set one, the `null` branch to remove it.
 */
function emojiOf(
  fields: ReadonlyMap<string, unknown>,
): { emoji: string } | { emoji: null } | object {
  if (!fields.has('emoji')) return {};
  const emoji = fields.get('emoji');
  return typeof emoji === 'string' ? { emoji } : { emoji: null };
}
