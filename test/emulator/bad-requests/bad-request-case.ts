/** Ids of the objects that `seedBadRequestWorld` creates, used in paths and bodies. */
export interface SeededIds {
  readonly site: string;
  readonly otherSite: string;
  readonly sectionA: string;
  readonly sectionB: string;
  readonly otherSiteSection: string;
  readonly group: string;
  readonly siteSpaceA1: string;
  readonly siteSpaceB1: string;
  readonly team: string;
  readonly saml: string;
  readonly bob: string;
}

/**
 * One request the emulator must refuse. `path` is below `/v1` unless it starts with
 * `!` (then it is sent as is); `{name}` placeholders are replaced by seeded ids.
 */
export interface BadRequestCase {
  readonly name: string;
  /** A token; `null` sends no Authorization header. Defaults to the admin's. */
  readonly token?: string | null;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly json?: unknown | ((ids: SeededIds) => unknown);
  /** Sent verbatim as the body (malformed JSON). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly status: number;
  /** Text the error message must contain (a field name or the seed's wording). */
  readonly mentions?: string;
}

export const long = (n: number): string => 'x'.repeat(n);

export function fillPath(path: string, ids: SeededIds): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (ids as unknown as Record<string, string>)[key];
    if (value === undefined) throw new Error(`unknown placeholder {${key}}`);
    return value;
  });
  return filled.startsWith('!') ? filled.slice(1) : `/v1${filled}`;
}
