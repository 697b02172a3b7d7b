import type { FetchAsResult } from '../../support/fetch-as.js';
import { fetchAs } from '../../support/fetch-as.js';
import { TOKENS } from '../../support/tokens.js';
import { accessAndLinkCases } from './access-and-link-cases.js';
import { authCases } from './auth-cases.js';
import { fillPath } from './bad-request-case.js';
import type { BadRequestCase, SeededIds } from './bad-request-case.js';
import { bodyCases } from './body-cases.js';
import { boundsCases } from './bounds-cases.js';
import { lookupCases } from './lookup-cases.js';
import { moveCases } from './move-cases.js';
import { patternCases } from './pattern-cases.js';
import { siteFeatureCases } from './site-feature-cases.js';

/** The bad-request corpus by theme, also sent whole by the reliability suite. */
export const BAD_REQUEST_GROUPS: Readonly<Record<string, readonly BadRequestCase[]>> = {
  'authentication and roles': authCases,
  'request bodies': bodyCases,
  'length bounds': boundsCases,
  'patterns and enums': patternCases,
  'move positions': moveCases,
  'unknown ids, rules, pagination and routes': lookupCases,
  'site customization, redirects, share links and visitor auth': siteFeatureCases,
  'grants, owned spaces, invites and external links': accessAndLinkCases,
};

export const BAD_REQUEST_CASES: readonly BadRequestCase[] =
  Object.values(BAD_REQUEST_GROUPS).flat();

/** Sends one case to the emulator at `baseUrl`, its placeholders filled from `ids`. */
export function sendBadRequest(
  baseUrl: string,
  c: BadRequestCase,
  ids: SeededIds,
): Promise<FetchAsResult> {
  const token = c.token === undefined ? TOKENS.admin : (c.token ?? undefined);
  const json = typeof c.json === 'function' ? c.json(ids) : c.json;
  return fetchAs(baseUrl, token, c.method, fillPath(c.path, ids), {
    ...(json !== undefined ? { json } : {}),
    ...(c.raw !== undefined ? { raw: c.raw } : {}),
    ...(c.headers ? { headers: c.headers } : {}),
  });
}
