import type { Handler } from '../../route.js';
import { siteForWrite } from '../model/lookup.js';
import { siteView } from '../views/site-view.js';

/**
 * POST .../publish and .../unpublish (official, absent from the seed): the only way to
 * change `published`. The emulator never answers the `{type: "checkout"}` branch.
 */
export function setPublished(published: boolean): Handler {
  return (ctx) => {
    const { site } = siteForWrite(ctx);
    site.published = published;
    return { status: 200, body: siteView(ctx, site) };
  };
}
