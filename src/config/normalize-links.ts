import { linkAddress, type Address } from '../model/address.js';
import type { DesiredLink } from '../model/desired.js';
import { LINK_FIELDS, type LinkFieldName } from '../model/fields/link-fields.js';
import { normalizeFields } from './field-rows.js';
import type { NormalizeContext } from './normalize-context.js';
import type { YamlPath } from './position-index.js';
import type { LinkConfig } from './schema-sites.js';

/**
 * An external link of a site's `sections:` (or of a group's): addressed
 * `<parent>.link.<key>`, its key its `key`, else its title (docs/architecture.md,
 * "Identity").
 */
export function normalizeLink(
  parent: Address,
  path: YamlPath,
  item: LinkConfig,
  ctx: NormalizeContext,
): DesiredLink {
  const key = item.key ?? ctx.plain(ctx.field(path, 'link'), item.link);
  const address = linkAddress(parent, key);
  ctx.declare(address, path);
  ctx.declareValue(address, 'id', [...path, 'id'], item.id);
  const out: { -readonly [K in keyof Omit<DesiredLink, LinkFieldName>]: DesiredLink[K] } = {
    type: 'link',
    address,
    key,
    previously: ctx.plainList(ctx.field(path, 'previously'), item.previously) ?? [],
  };
  if (item.id !== undefined) out.id = ctx.plain(ctx.field(path, 'id'), item.id);
  return normalizeFields(ctx, address, path, LINK_FIELDS, item, out);
}
