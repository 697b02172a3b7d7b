/**
 * `${env:NAME}` reads an environment variable, `${file:PATH}` a file's text,
 * `${var:NAME}` a variable of the selected environment (src/config/environments.ts);
 * `$${` writes a literal `${`. Any other `${` (an unknown form such as `${oops}`, or one
 * never closed by `}`) is an error: taken as literal text it would reach the API
 * unnoticed.
 */
const FORMS = {
  env: /^[A-Za-z_][A-Za-z0-9_]*$/,
  /** A path relative to the config file: not blank at either end. */
  file: /^\S(?:.*\S)?$/s,
  var: /^[A-Za-z_][A-Za-z0-9_]*$/,
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

/** The variables of the selected environment, by name. */
export type Variables = Readonly<Record<string, unknown>>;

/**
 * True when a scalar reads an environment's variable (`${var:`, not escaped as
 * `$${var:`): it is resolved once an environment is chosen.
 */
export function hasVariable(text: string): boolean {
  if (!text.includes('${var:')) return false;
  for (let at = text.indexOf('${'); at !== -1; at = text.indexOf('${', at + 2)) {
    if (at > 0 && text[at - 1] === '$') continue;
    if (text.startsWith('var:', at + 2)) return true;
  }
  return false;
}

/** The variables a scalar reads (`${var:NAME}`, not escaped), in order, each once. */
export function variableNames(text: string): string[] {
  const names = new Set<string>();
  for (let at = text.indexOf('${'); at !== -1; at = text.indexOf('${', at + 2)) {
    if (at > 0 && text[at - 1] === '$') continue;
    const close = text.indexOf('}', at + 2);
    if (close === -1) break;
    const placeholder = parsePlaceholder(text.slice(at + 2, close));
    if (placeholder?.form === 'var') names.add(placeholder.arg);
  }
  return [...names];
}

/** Longest part of a bad placeholder quoted in a message: the rest may be a secret. */
const SHOWN = 40;

export interface Interpolation {
  /** The text with every placeholder replaced (missing variables left as written). */
  readonly value: string;
  /** Variables read, in order. */
  readonly names: readonly string[];
  readonly missing: readonly string[];
  /** Placeholders of no known form, as written (an unclosed one cut short). */
  readonly invalid: readonly string[];
  /** Paths of `${file:PATH}` that could not be read (left as written). */
  readonly unread: readonly string[];
  /** Environment variables (`${var:NAME}`) read, and those the environment lacks. */
  readonly vars: readonly string[];
  readonly missingVars: readonly string[];
  /**
   * When the whole scalar is one `${var:NAME}`: the variable's value with its own type
   * (a boolean, a number, a list...), as the config format promises.
   */
  readonly typed?: { readonly value: unknown };
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
 * Replaces `${env:NAME}` in a scalar by the variable's value, `${file:PATH}` by the
 * file's text and `${var:NAME}` by the environment's variable (docs/config.md,
 * "Placeholders"). The caller marks the result secret when `names` is not empty, or when
 * a variable in `vars` holds a secret (src/config/scalar-interpolator.ts): a file is not
 * a secret.
 */
export function interpolate(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
  readFile: FileReader = () => undefined,
  vars: Variables = {},
): Interpolation {
  const names: string[] = [];
  const missing: string[] = [];
  const invalid: string[] = [];
  const unread: string[] = [];
  const used: string[] = [];
  const missingVars: string[] = [];
  const alone = /^\$\{var:([^}]*)\}$/.exec(text)?.[1];
  if (alone !== undefined && Object.hasOwn(vars, alone)) {
    const result = { names, missing, invalid, unread, vars: [alone], missingVars };
    return { ...result, value: textOf(vars[alone]), typed: { value: vars[alone] } };
  }
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
    const written = text.slice(at, close + 1);
    from = close + 1;
    const placeholder = parsePlaceholder(text.slice(at + 2, close));
    if (placeholder === undefined) {
      invalid.push(written.length > SHOWN ? `${written.slice(0, SHOWN)}...` : written);
      value += written;
      continue;
    }
    const { form, arg } = placeholder;
    if (form === 'var') {
      used.push(arg);
      if (!Object.hasOwn(vars, arg)) missingVars.push(arg);
      value += Object.hasOwn(vars, arg) ? textOf(vars[arg]) : written;
      continue;
    }
    const found = form === 'env' ? env[arg] : readFile(arg);
    if (form === 'env') names.push(arg);
    if (found === undefined) (form === 'env' ? missing : unread).push(arg);
    value += found ?? written;
  }
  value += text.slice(from);
  return { value, names, missing, invalid, unread, vars: used, missingVars };
}

/** A variable inside a longer string: scalars as written, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}
