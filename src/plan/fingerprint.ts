import { createHash } from 'node:crypto';
import type { LiveState } from '../model/live.js';
import { canonicalJson } from './canonical-json.js';

/**
 * The short digest a `SecretValue` carries (12 hex digits of sha256, as the config
 * loader computes it): the planner fingerprints the live value the same way, so a
 * secret is compared without revealing it (issue 5, "secrets compared by fingerprint").
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
