import { randomBytes } from 'node:crypto';

/**
 * A new secret (a share link's key, a visitor-auth signing key): random, unlike ids,
 * which follow the world's counter so that a given history gives the same ids.
 */
export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
