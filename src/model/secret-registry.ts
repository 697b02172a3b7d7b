// In model, not one layer: model's errors, api, apply and report all scrub with it (see below why it is global).
/** What a secret reads as wherever it would have been shown. */
export const MASK = '(sensitive)';

/**
 * Every secret docform holds in clear in this process, so that a message can be
 * scrubbed of them wherever it comes from: an API error that echoes the request body or
 * the URL, a server message, an error docform makes, any output. Two kinds: a secret
 * from the environment (`${env:NAME}`, SecretValue) once it is revealed, that is sent to
 * the API (a value never revealed is never in a request, so no server can echo it); and
 * a secret read from the API (a site's visitor authentication signing key, a share
 * link's key and URLs: src/api/answer-secrets.ts) as its answer arrives. The token gets
 * the same treatment in the API client (src/api/scrub.ts). One set for the process, not
 * a value passed along: every DocformError scrubs its message in its constructor,
 * wherever in any layer it is made, and a SecretValue registers itself as it is
 * revealed, so a passed registry would have to reach every error docform makes.
 */
const secrets = new Set<string>();

/** The secrets, longest first, as scrubSecrets tries them; redone after one is added. */
let longestFirst: readonly string[] = [];
let sorted = true;

/**
 * The secrets by their first MIN_SCRUBBED_LENGTH characters, each list longest first:
 * past MANY secrets (a site's share links and signing key each, read from the API), a
 * text is scanned once for all of them instead of once per secret, so the whole JSON
 * plan of a large organization is not read a thousand times over.
 */
let byPrefix = new Map<string, string[]>();
const MANY = 32;

/**
 * Shorter values are not masked inside other text: a secret of a few characters would
 * mask ordinary words in every message. docform never prints a secret as a value anyway
 * (plans show `(sensitive)`); this guards free text only.
 */
export const MIN_SCRUBBED_LENGTH = 8;

export function registerSecret(value: string): void {
  if (value.length < MIN_SCRUBBED_LENGTH || secrets.has(value)) return;
  secrets.add(value);
  // the same value as it appears inside JSON text a server echoes (newlines as `\n`)
  const quoted = JSON.stringify(value).slice(1, -1);
  if (quoted !== value) secrets.add(quoted);
  sorted = false;
}

/** Sorts the secrets, and indexes them, once after the last ones were registered. */
function sortSecrets(): void {
  sorted = true;
  longestFirst = [...secrets].sort((a, b) => b.length - a.length);
  byPrefix = new Map();
  if (longestFirst.length <= MANY) return;
  for (const secret of longestFirst) {
    const prefix = secret.slice(0, MIN_SCRUBBED_LENGTH);
    const same = byPrefix.get(prefix);
    if (same === undefined) byPrefix.set(prefix, [secret]);
    else same.push(secret);
  }
}

/** `text` with every registered secret replaced by `(sensitive)`, longest first. */
export function scrubSecrets(text: string): string {
  if (!sorted) sortSecrets();
  if (longestFirst.length > MANY) return scanned(text);
  let out = text;
  for (const secret of longestFirst) {
    if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  return out;
}

/** One pass over `text`: at each place, the longest secret that starts there is masked. */
function scanned(text: string): string {
  let out = '';
  let kept = 0;
  for (let at = 0; at + MIN_SCRUBBED_LENGTH <= text.length;) {
    const candidates = byPrefix.get(text.slice(at, at + MIN_SCRUBBED_LENGTH));
    const found = candidates?.find((secret) => text.startsWith(secret, at));
    if (found === undefined) {
      at += 1;
      continue;
    }
    out += `${text.slice(kept, at)}${MASK}`;
    at += found.length;
    kept = at;
  }
  return kept === 0 ? text : out + text.slice(kept);
}
