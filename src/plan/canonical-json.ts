/**
 * JSON with object keys sorted at every level, so that two equal values always give
 * the same text (the live fingerprint must not depend on the order the API used).
 * `undefined` members are left out, as JSON.stringify does. Written piece by piece:
 * it runs over every live object of every plan.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

function write(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      if (item === undefined) out.push('null');
      else write(item, out);
    });
    out.push(']');
    return;
  }
  if (typeof value !== 'object' || value === null) {
    out.push(JSON.stringify(value) ?? 'null');
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out.push('{');
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(item, out);
  }
  out.push('}');
}
