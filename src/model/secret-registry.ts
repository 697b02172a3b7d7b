// In model, not one layer: model's errors, api, apply and report all scrub with it (see below why it is global).
/** What a secret reads as wherever it would have been shown. */
export const MASK = '(sensitive)';

/**
 * Every secret (`${env:NAME}`, SecretValue) docform revealed in this process, that is
 * sent to the API, so that a message can be scrubbed of them wherever it comes from: an
 * API error that echoes the request body or the URL, a server message, an error docform
 * makes. The token gets the same treatment in the API client (src/api/scrub.ts). A value
 * never revealed is never in a request, so no server can echo it. One set for the
 * process, not a value passed along: every DocformError scrubs its message in its
 * constructor, wherever in any layer it is made, and a SecretValue registers itself as
 * it is revealed, so a passed registry would have to reach every error docform makes.
 */
const secrets = new Set<string>();

/**
 * Shorter values are not masked inside other text: a secret of a few characters would
 * mask ordinary words in every message. docform never prints a secret as a value anyway
 * (plans show `(sensitive)`); this guards free text only.
 */
export const MIN_SCRUBBED_LENGTH = 8;

export function registerSecret(value: string): void {
  if (value.length < MIN_SCRUBBED_LENGTH) return;
  secrets.add(value);
  // the same value as it appears inside JSON text a server echoes (newlines as `\n`)
  const quoted = JSON.stringify(value).slice(1, -1);
  if (quoted !== value) secrets.add(quoted);
}

/** `text` with every registered secret replaced by `(sensitive)`, longest first. */
export function scrubSecrets(text: string): string {
  if (secrets.size === 0) return text;
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  return out;
}
