import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';
import { structureView } from '../views/structure-view.js';

/** GET .../structure (official, absent from the seed): the whole tree in order. */
export const getStructure: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return { status: 200, body: structureView(ctx, site) };
};
