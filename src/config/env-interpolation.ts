/**
 * `${env:NAME}` reads an environment variable; `${var:NAME}` a variable of the selected
 * environment (src/config/environments.ts); `$${` writes a literal `${`. Any other `${`
 * (an unknown form such as `${oops}`, or one never closed by `}`) is an error: taken as
 * literal text it would reach the API unnoticed (issue 14, finding 8).
 */
const ENV_REF = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
const VAR_REF = /^var:([A-Za-z_][A-Za-z0-9_]*)$/;

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

/** The variables of the selected environment, by name. */
export type Variables = Readonly<Record<string, unknown>>;

/** Longest part of a bad placeholder quoted in a message: the rest may be a secret. */
const SHOWN = 40;

export interface Interpolation {
  /** The text with every placeholder replaced (missing variables left as written). */
  readonly value: string;
  /** Variables read, in order. */
  readonly names: readonly string[];
  readonly missing: readonly string[];
  /** Placeholders that are not `env:NAME` or `var:NAME`, as written (an unclosed one cut short). */
  readonly invalid: readonly string[];
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
 * Replaces `${env:NAME}` in a scalar by the variable's value (DESIGN, "The
 * configuration"). The caller marks the result secret when `names` is not empty.
 */
export function interpolate(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
  vars: Variables = {},
): Interpolation {
  const names: string[] = [];
  const missing: string[] = [];
  const invalid: string[] = [];
  const used: string[] = [];
  const missingVars: string[] = [];
  const whole = VAR_REF.exec(/^\$\{([^}]*)\}$/.exec(text)?.[1] ?? '')?.[1];
  if (whole !== undefined && Object.hasOwn(vars, whole)) {
    const typed = { value: vars[whole] };
    return {
      value: String(vars[whole]),
      names,
      missing,
      invalid,
      vars: [whole],
      missingVars,
      typed,
    };
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
    const inner = text.slice(at + 2, close);
    const variable = VAR_REF.exec(inner)?.[1];
    if (variable !== undefined) {
      used.push(variable);
      if (!Object.hasOwn(vars, variable)) missingVars.push(variable);
      value += Object.hasOwn(vars, variable) ? textOf(vars[variable]) : written;
      continue;
    }
    const name = ENV_REF.exec(inner)?.[1];
    if (name === undefined) {
      invalid.push(written.length > SHOWN ? `${written.slice(0, SHOWN)}...` : written);
      value += written;
      continue;
    }
    names.push(name);
    const found = env[name];
    if (found === undefined) missing.push(name);
    value += found ?? written;
  }
  value += text.slice(from);
  return { value, names, missing, invalid, vars: used, missingVars };
}

/** A variable inside a longer string: scalars as written, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}
