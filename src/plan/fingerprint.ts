import { createHash } from 'node:crypto';
import type { LiveState } from '../model/live.js';
import { canonicalJson } from './canonical-json.js';

/**
 * The short digest a `SecretValue` carries (12 hex digits of sha256, as the config
 * loader computes it): the planner fingerprints the live value the same way, so a
 * secret is compared without revealing it.
 */
export function fingerprintValue(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12);
}

/**
 * Digest of every live object the plan read, `sha256:<hex>`. A saved plan carries it so
 * that `apply PLANFILE` can tell when the live org moved on since planning.
 */
export function liveFingerprint(live: LiveState): string {
  return `sha256:${createHash('sha256').update(canonicalJson(live)).digest('hex')}`;
}

/**
 * Gives `target` a `liveFingerprint` computed on its first read (and kept): only JSON
 * output and saved plans read it, and on a large org the digest of every live object is
 * a tenth of a plan's CPU. Enumerable, so JSON.stringify and a spread see it.
 */
export function lazyFingerprint<T extends { readonly liveFingerprint: string }>(
  target: Omit<T, 'liveFingerprint'>,
  compute: () => string,
): T {
  let digest: string | undefined;
  return Object.defineProperty(target, 'liveFingerprint', {
    enumerable: true,
    get: () => (digest ??= compute()),
  }) as T;
}
