import type { TestEmulator } from '../../support/start-test-emulator.js';
import type { FetchAsResult } from '../../support/fetch-as.js';
import { ORG, TOKENS } from '../../support/tokens.js';

export type Json = Record<string, unknown>;

/** Requests to `/v1/orgs/org_acme/...` as one fixture member, for the sites tests. */
export interface SiteApi {
  /** Any request; the result as it came. */
  call(
    method: string,
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<FetchAsResult>;
  /** A request that must succeed (2xx); its JSON body. */
  ok(method: string, path: string, json?: unknown): Promise<Json>;
  /** A new site (body of POST /sites); its id. */
  site(body?: Json): Promise<string>;
  /** A new section in `site` holding `spaceId`; the section. */
  section(site: string, spaceId: string, body?: Json): Promise<Json>;
  /** Ids of the root of the structure, and of each group's children under its id. */
  tree(site: string): Promise<string[]>;
}

export function siteApi(emulator: () => TestEmulator, token: string = TOKENS.admin): SiteApi {
  const call: SiteApi['call'] = (method, path, json, headers) =>
    emulator().v1(token, method, `/orgs/${ORG}${path}`, {
      ...(json !== undefined ? { json } : {}),
      ...(headers ? { headers } : {}),
    });
  const ok: SiteApi['ok'] = async (method, path, json) => {
    const res = await call(method, path, json);
    if (res.status < 200 || res.status >= 300) {
      throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    }
    return (res.body ?? {}) as Json;
  };
  return {
    call,
    ok,
    site: async (body = {}) => (await ok('POST', '/sites', body)).id as string,
    section: (site, spaceId, body = {}) =>
      ok('POST', `/sites/${site}/sections`, { spaceId, ...body }),
    tree: async (site) => {
      const structure = await ok('GET', `/sites/${site}/structure`);
      return flatten(structure.structure as Json[]);
    },
  };
}

/** `id` for a leaf, `id[child child]` for a group: the order of the whole tree in one list. */
function flatten(items: Json[]): string[] {
  return items.map((item) =>
    item.object === 'site-section-group'
      ? `${String(item.id)}[${flatten(item.children as Json[]).join(' ')}]`
      : String(item.id),
  );
}

/** Ids of a list response's items, in order. */
export const ids = (body: Json): string[] => (body.items as Json[]).map((i) => String(i.id));

/** Ids of the site spaces of a section object, in order. */
export const siteSpaceIds = (section: Json): string[] =>
  (section.siteSpaces as Json[]).map((s) => String(s.id));
