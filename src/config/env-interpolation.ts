/**
 * `${env:NAME}` reads an environment variable, `${file:PATH}` a file's text; `$${`
 * writes a literal `${`. Any other `${` (an unknown form such as `${oops}`, or one never
 * closed by `}`) is an error: taken as literal text it would reach the API unnoticed
 * (issue 14, finding 8).
 */
const FORMS = {
  env: /^[A-Za-z_][A-Za-z0-9_]*$/,
  /** A path relative to the config file: not blank at either end. */
  file: /^\S(?:.*\S)?$/s,
} as const;

type Form = keyof typeof FORMS;

/** `form:ARG` of a placeholder whose ARG fits its form, else undefined. */
function parsePlaceholder(inner: string): { form: Form; arg: string } | undefined {
  const colon = inner.indexOf(':');
  const form = inner.slice(0, colon);
  if (colon < 0 || !Object.hasOwn(FORMS, form)) return undefined;
  const arg = inner.slice(colon + 1);
  return FORMS[form as Form].test(arg) ? { form: form as Form, arg } : undefined;
}

/** A file's text by the path written in `${file:PATH}`; undefined when it cannot be read. */
export type FileReader = (path: string) => string | undefined;

/** Longest part of a bad placeholder quoted in a message: the rest may be a secret. */
const SHOWN = 40;

export interface Interpolation {
  /** The text with every placeholder replaced (missing variables left as written). */
  readonly value: string;
  /** Variables read, in order. */
  readonly names: readonly string[];
  readonly missing: readonly string[];
  /** Placeholders that are not `env:NAME` or `file:PATH`, as written (an unclosed one cut short). */
  readonly invalid: readonly string[];
  /** Paths of `${file:PATH}` that could not be read (left as written). */
  readonly unread: readonly string[];
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
 * Replaces `${env:NAME}` in a scalar by the variable's value and `${file:PATH}` by the
 * file's text (DESIGN, "The configuration"). The caller marks the result secret when
 * `names` is not empty: a file is not a secret.
 */
export function interpolate(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
  readFile: FileReader = () => undefined,
): Interpolation {
  const names: string[] = [];
  const missing: string[] = [];
  const invalid: string[] = [];
  const unread: string[] = [];
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
    const placeholder = parsePlaceholder(text.slice(at + 2, close));
    if (placeholder === undefined) {
      invalid.push(whole.length > SHOWN ? `${whole.slice(0, SHOWN)}...` : whole);
      value += whole;
      continue;
    }
    const { form, arg } = placeholder;
    const found = form === 'env' ? env[arg] : readFile(arg);
    if (form === 'env') names.push(arg);
    if (found === undefined) (form === 'env' ? missing : unread).push(arg);
    value += found ?? whole;
  }
  value += text.slice(from);
  return { value, names, missing, invalid, unread };
}
