/**
 * `${env:NAME}` reads an environment variable; `$${` writes a literal `${`. Any other
 * `${` (an unknown form such as `${oops}`, or one never closed by `}`) is an error:
 * taken as literal text it would reach the API unnoticed (issue 14, finding 8).
 */
const ENV_REF = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;

/** Longest part of a bad placeholder quoted in a message: the rest may be a secret. */
const SHOWN = 40;

export interface Interpolation {
  /** The text with every placeholder replaced (missing variables left as written). */
  readonly value: string;
  /** Variables read, in order. */
  readonly names: readonly string[];
  readonly missing: readonly string[];
  /** Placeholders that are not `env:NAME`, as written (an unclosed one cut short). */
  readonly invalid: readonly string[];
}

/** True when the text holds a placeholder or an escape (the fast path skips the rest). */
export function hasPlaceholder(text: string): boolean {
  return text.includes('${');
}

/** Escapes text so that interpolating it gives it back: every `${` becomes `$${`. */
export function escapePlaceholders(text: string): string {
  return text.replaceAll('${', () => '$${');
}

/**
 * Replaces `${env:NAME}` in a scalar by the variable's value (DESIGN, "The
 * configuration"). The caller marks the result secret when `names` is not empty.
 */
export function interpolate(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
): Interpolation {
  const names: string[] = [];
  const missing: string[] = [];
  const invalid: string[] = [];
  let value = '';
  let from = 0;
  for (let at = text.indexOf('${'); at !== -1; at = text.indexOf('${', from)) {
    if (at - 1 >= from && text[at - 1] === '$') {
      value += `${text.slice(from, at - 1)}\${`;
      from = at + 2;
      continue;
    }
    value += text.slice(from, at);
    const close = text.indexOf('}', at + 2);
    if (close === -1) {
      const rest = text.slice(at);
      invalid.push(rest.length > SHOWN ? `${rest.slice(0, SHOWN)}...` : rest);
      value += rest;
      from = text.length;
      break;
    }
    const whole = text.slice(at, close + 1);
    from = close + 1;
    const name = ENV_REF.exec(text.slice(at + 2, close))?.[1];
    if (name === undefined) {
      invalid.push(whole.length > SHOWN ? `${whole.slice(0, SHOWN)}...` : whole);
      value += whole;
      continue;
    }
    names.push(name);
    const found = env[name];
    if (found === undefined) missing.push(name);
    value += found ?? whole;
  }
  value += text.slice(from);
  return { value, names, missing, invalid };
}
