import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';
import { defaultCustomization } from '../views/default-customization.js';
import { siteView } from '../views/site-view.js';
import { structureView } from '../views/structure-view.js';

/**
 * GET .../published: the published experience (official `PublishedContentSite`). It is
 * served whether or not the site is published, as what publishing would show; the
 * `shareKey` query is accepted and not needed.
 */
export const getPublishedSite: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return {
    status: 200,
    body: {
      object: 'published-content-site',
      site: siteView(ctx, site),
      structure: structureView(ctx, site),
      customizations: { site: defaultCustomization(site.title), siteSpaces: {} },
      scripts: [],
    },
  };
};
