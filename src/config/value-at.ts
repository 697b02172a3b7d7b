import type { YamlPath } from './position-index.js';

/** The plain value at `path`, or undefined. */
export function valueAt(root: unknown, path: YamlPath): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/**
 * `node` with `value` at `path`, copying only the mappings and lists along the path: the
 * YAML's own value stays as read, for the next environment to resolve its own way.
 */
export function withValueAt(node: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...(node as unknown[])];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  if (typeof node === 'object' && node !== null)
    return {
      ...(node as Record<string, unknown>),
      [head]: withValueAt((node as Record<string, unknown>)[head], rest, value),
    };
  return node;
}

/** `sites.portal.sections[0].title`, or `the config` for the root. */
export function describePath(path: YamlPath): string {
  if (path.length === 0) return 'the config';
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return `\`${out}\``;
}

export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}
