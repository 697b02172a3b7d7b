import { paginate } from '../api/paginate.js';
import type { ApiRequest, ApiRequester, ApiResponse } from '../api/types.js';
import type { LiveStructure } from '../model/live.js';

/** The site a request's path is under (`/orgs/{org}/sites/{site}/...`), if any. */
const SITE_PATH = /^\/orgs\/[^/]+\/sites\/([^/?]+)/;

/** A structure read: when it started (on the apply's clock of events) and its answer. */
interface StructureRead {
  readonly started: number;
  readonly structure: LiveStructure;
}

/**
 * Which site structures the apply read after its last write that could change them, so
 * that verify can take them instead of reading them again (docs/apply.md, "Verify").
 * Every write of the apply goes through `requester`, which notes when each was sent and
 * answered on one counter; every structure re-read goes through `read`, which notes when
 * it started. A structure is fresh when its read started after every write to its site
 * (any path under `/orgs/{org}/sites/{site}`) and every write bound to no site (a space,
 * a collection, the organization, a site create: a structure answer embeds its site
 * spaces' spaces) had been answered. A write that threw, whatever it was, spoils all of
 * them: its outcome may be unknown, or land later.
 */
export class FreshStructures {
  /** The clock: one tick per write sent, write answered and read started. */
  private tick = 0;
  /** The last tick of a write to each site, answered or still in the air. */
  private readonly lastWriteTo = new Map<string, number>();
  /** The last tick of a write bound to no site. */
  private lastGlobalWrite = 0;
  /** Writes sent and not answered yet (at the end of an apply, none). */
  private inFlight = 0;
  private spoiled = false;
  private readonly reads = new Map<string, StructureRead>();

  /** `inner`, noting every request that is not a GET as a write. */
  requester(inner: ApiRequester): ApiRequester {
    const request = async <T>(req: ApiRequest): Promise<ApiResponse<T>> => {
      if (req.method === 'GET') return inner.request<T>(req);
      const site = SITE_PATH.exec(req.path)?.[1];
      this.wrote(site);
      this.inFlight += 1;
      try {
        return await inner.request<T>(req);
      } catch (error) {
        this.spoil();
        throw error;
      } finally {
        this.inFlight -= 1;
        this.wrote(site);
      }
    };
    const requester: ApiRequester = {
      wraps: inner,
      request,
      paginate: <T>(path: string, query?: Record<string, string>) =>
        paginate<T>(requester, path, query, inner.maxPagesPerList),
      ...(inner.maxPagesPerList === undefined ? {} : { maxPagesPerList: inner.maxPagesPerList }),
    };
    return requester;
  }

  /** Reads a site's structure through `read`, noting when the read started. */
  async read(siteId: string, read: () => Promise<LiveStructure>): Promise<LiveStructure> {
    this.tick += 1;
    const started = this.tick;
    const structure = await read();
    const last = this.reads.get(siteId);
    if (last === undefined || last.started < started)
      this.reads.set(siteId, { started, structure });
    return structure;
  }

  /** No structure is fresh: a change failed, or a request was retried. */
  spoil(): void {
    this.spoiled = true;
  }

  /** The fresh structures by site id, once every write of the apply was answered. */
  fresh(): ReadonlyMap<string, LiveStructure> {
    const fresh = new Map<string, LiveStructure>();
    if (this.spoiled || this.inFlight > 0) return fresh;
    for (const [siteId, { started, structure }] of this.reads) {
      const last = Math.max(this.lastGlobalWrite, this.lastWriteTo.get(siteId) ?? 0);
      if (started > last) fresh.set(siteId, structure);
    }
    return fresh;
  }

  private wrote(site: string | undefined): void {
    this.tick += 1;
    if (site === undefined) this.lastGlobalWrite = this.tick;
    else this.lastWriteTo.set(site, this.tick);
  }
}
