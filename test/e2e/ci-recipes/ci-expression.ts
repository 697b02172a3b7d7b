/**
 * The part of GitHub Actions' expression language the recipes use, evaluated as the
 * runner does: `${{ ... }}` in values, and `if:` conditions, which without a status
 * function mean `success() && (...)` ("Expressions", GitHub's workflow syntax). Literals
 * are strings in single quotes, numbers, true, false and null; operators are `!`, `==`,
 * `!=`, `&&`, `||` and parentheses; names are dotted paths into the context. Anything
 * else throws: a recipe that needs more must not be run wrongly.
 */

export type Value = string | number | boolean | null | { readonly [key: string]: Value };

export interface Context {
  /** The contexts by name (`steps`, `inputs`, `secrets`, `github`, `env`...). */
  readonly values: Readonly<Record<string, Value>>;
  /** Whether a step of the job (or of the composite action) has failed so far. */
  readonly failed: boolean;
}

const TOKEN = /\s*(?:('(?:[^']|'')*')|(\d+(?:\.\d+)?)|(==|!=|&&|\|\||[!()])|([A-Za-z_][\w.-]*))/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.trimEnd().length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`unsupported expression at ${at}: ${text}`);
    tokens.push(match[0].trim());
  }
  return tokens;
}

/** GitHub's loose equality of the values the recipes compare: strings, numbers, booleans. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b) return a === b;
  return Number(a) === Number(b);
}

const truthy = (v: Value): boolean => v !== null && v !== false && v !== 0 && v !== '';

export function evaluate(text: string, context: Context): Value {
  const tokens = tokenize(text);
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const take = (expected?: string): string => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new Error(`expected ${expected ?? 'more'} in: ${text}`);
    return token;
  };
  const or = (): Value => {
    let left = and();
    while (peek() === '||') {
      take();
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const and = (): Value => {
    let left = comparison();
    while (peek() === '&&') {
      take();
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const comparison = (): Value => {
    const left = unary();
    const op = peek();
    if (op !== '==' && op !== '!=') return left;
    take();
    const same = equal(left, unary());
    return op === '==' ? same : !same;
  };
  const unary = (): Value => {
    if (peek() === '!') {
      take();
      return !truthy(unary());
    }
    return primary();
  };
  const primary = (): Value => {
    const token = take();
    if (token === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (/^\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (peek() === '(') return call(token);
    return lookup(token, context);
  };
  const call = (name: string): Value => {
    take('(');
    take(')');
    const status: Record<string, boolean> = {
      always: true,
      success: !context.failed,
      failure: context.failed,
      cancelled: false,
    };
    if (!(name in status)) throw new Error(`unsupported function ${name}() in: ${text}`);
    return status[name] ?? false;
  };
  const value = or();
  if (at !== tokens.length) throw new Error(`unexpected ${tokens[at]} in: ${text}`);
  return value;
}

function lookup(path: string, context: Context): Value {
  let value: Value = context.values as Value;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = value[key] ?? null;
  }
  return value;
}

/** An `if:` condition: true when the step runs. */
export function condition(text: string | undefined, context: Context): boolean {
  if (text === undefined) return !context.failed;
  const body = text.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1');
  const withStatus = /\b(always|success|failure|cancelled)\(\)/.test(body)
    ? body
    : `success() && (${body})`;
  return truthy(evaluate(withStatus, context));
}

/** A value with each `${{ ... }}` replaced by what it evaluates to (null as ''). */
export function interpolate(text: string, context: Context): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, body: string) => {
    const value = evaluate(body, context);
    return value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
