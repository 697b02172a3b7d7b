/** A node of a Document as the API answers it: any JSON object. */
export type Json = Readonly<Record<string, unknown>>;

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function childrenOf(node: unknown, field = 'nodes'): Json[] {
  const value = isJson(node) ? node[field] : undefined;
  return Array.isArray(value) ? value.filter(isJson) : [];
}
