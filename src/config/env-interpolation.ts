/** `${env:NAME}`; `$${` writes a literal `${`. */
const PLACEHOLDER = /\$\$\{|\$\{([^}]*)\}/g;
const ENV_REF = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;

export interface Interpolation {
  /** The text with every placeholder replaced (missing variables left as written). */
  readonly value: string;
  /** Variables read, in order. */
  readonly names: readonly string[];
  readonly missing: readonly string[];
  /** Placeholders that are not `env:NAME`, as written. */
  readonly invalid: readonly string[];
}

/** True when the text holds a placeholder or an escape (the fast path skips the rest). */
export function hasPlaceholder(text: string): boolean {
  return text.includes('${');
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
  const value = text.replace(PLACEHOLDER, (whole, inner: string | undefined) => {
    if (inner === undefined) return '${';
    const match = ENV_REF.exec(inner);
    const name = match?.[1];
    if (name === undefined) {
      invalid.push(whole);
      return whole;
    }
    names.push(name);
    const found = env[name];
    if (found === undefined) {
      missing.push(name);
      return whole;
    }
    return found;
  });
  return { value, names, missing, invalid };
}
