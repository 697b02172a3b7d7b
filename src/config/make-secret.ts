import { createHash } from 'node:crypto';
import { SecretValue } from '../model/secret.js';

/** A value from the environment, fingerprinted with a short sha256 digest (12 hex digits). */
export function makeSecret(value: string, sources: readonly string[]): SecretValue {
  const fingerprint = createHash('sha256').update(value).digest('hex').slice(0, 12);
  return new SecretValue(value, fingerprint, sources);
}
