import type { Route } from './handler.js';

export type RouteMatch =
  | { readonly kind: 'found'; readonly route: Route; readonly params: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' };

interface Compiled {
  readonly route: Route;
  readonly segments: readonly string[];
}

/**
 * A table of routes matched segment by segment. A literal segment beats a parameter
 * (so `/versions/latest` wins over `/versions/:versionId`), and a path that exists with
 * another method is a 405 rather than a 404. Routes are kept by their number of
 * segments, and a route's literals are compared before any parameter is decoded: every
 * request used to decode its parameters against each of the table's routes.
 */
export class RouteMatcher {
  private readonly byLength = new Map<number, Compiled[]>();

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      const segments = split(route.pattern);
      const same = this.byLength.get(segments.length);
      if (same) same.push({ route, segments });
      else this.byLength.set(segments.length, [{ route, segments }]);
    }
  }

  match(method: string, path: string): RouteMatch {
    const segments = split(path);
    let best: { compiled: Compiled; params: Record<string, string>; score: number } | undefined;
    const allowed = new Set<string>();
    for (const compiled of this.byLength.get(segments.length) ?? []) {
      const matched = matchSegments(compiled.segments, segments);
      if (!matched) continue;
      allowed.add(compiled.route.method);
      if (compiled.route.method !== method) continue;
      if (!best || matched.score > best.score) best = { compiled, ...matched };
    }
    if (best) return { kind: 'found', route: best.compiled.route, params: best.params };
    if (allowed.size > 0) return { kind: 'method-not-allowed', allowed: [...allowed].sort() };
    return { kind: 'not-found' };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/**
 * Params and a score (count of literal segments matched), or undefined when no match.
 * `pattern` and `actual` have the same length.
 */
function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
): { params: Record<string, string>; score: number } | undefined {
  let score = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i] ?? '';
    if (want.startsWith(':')) continue;
    if (want !== actual[i]) return undefined;
    score += 1;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i] ?? '';
    if (!want.startsWith(':')) continue;
    const value = safeDecode(actual[i] ?? '');
    if (value === undefined || value === '') return undefined;
    params[want.slice(1)] = value;
  }
  return { params, score };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
