import type { Alias, YamlPath } from './position-index.js';
import { isObject } from '../model/is-object.js';

/** A list item left out: it keeps its place, so that paths as written still find it. */
const HOLE: unique symbol = Symbol('left out');

type Node = unknown;

function copy(value: Node): Node {
  if (Array.isArray(value)) return value.map(copy);
  if (!isObject(value)) return value;
  const out: Record<string, Node> = {};
  for (const [key, child] of Object.entries(value)) out[key] = copy(child);
  return out;
}

/**
 * A copy of the config from which parts are left out, addressed by paths as written:
 * a list item left out leaves a hole until `compacted()`, so the items after it keep
 * their index here, and `aliases()` says where each moved item is written.
 */
export class PartialTree {
  readonly #root: Record<string, Node>;
  /** Paths (as written) of the list items left out. */
  readonly holes: YamlPath[] = [];

  constructor(value: Record<string, Node>) {
    this.#root = copy(value) as Record<string, Node>;
  }

  /** A path of the compacted value (a zod issue's) as a path of the value as written. */
  written(path: YamlPath): YamlPath {
    const out: (string | number)[] = [];
    let node: Node = this.#root;
    for (const segment of path) {
      let step = segment;
      if (Array.isArray(node) && typeof segment === 'number') step = nthItem(node, segment);
      out.push(step);
      node = child(node, step);
    }
    return out;
  }

  /** The value at a path as written; undefined when it, or a part holding it, is left out. */
  get(path: YamlPath): Node {
    let node: Node = this.#root;
    for (const segment of path) node = child(node, segment);
    return node;
  }

  set(path: YamlPath, value: Node): void {
    const parent = this.get(path.slice(0, -1));
    const last = path.at(-1);
    if (last !== undefined && typeof parent === 'object' && parent !== null) {
      (parent as Record<string | number, Node>)[last] = value;
    }
  }

  /** Leaves out the value at a path: a list item becomes a hole, a mapping entry goes. */
  remove(path: YamlPath): void {
    const parent = this.get(path.slice(0, -1));
    const last = path.at(-1);
    if (Array.isArray(parent) && typeof last === 'number') {
      parent[last] = HOLE;
      this.holes.push(path);
    } else if (isObject(parent) && last !== undefined) {
      // the copy's mappings are its own (`copy`): this one may lose a key
      delete (parent as Record<string, Node>)[String(last)];
    }
  }

  /** The value without its holes, for the schema. */
  compacted(): Record<string, Node> {
    return compact(this.#root) as Record<string, Node>;
  }

  /**
   * Where each list item that moved up in `compacted()` is written, the deepest first
   * (a path is looked up through the first alias it starts with).
   */
  aliases(): Alias[] {
    const out: Alias[] = [];
    if (this.holes.length > 0) collectAliases(this.#root, [], [], out);
    return out;
  }
}

/** The index, as written, of the `n`th item that is not left out (past the end if none). */
function nthItem(list: readonly Node[], n: number): number {
  let seen = -1;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] !== HOLE) seen += 1;
    if (seen === n) return i;
  }
  return list.length + n;
}

function child(node: Node, segment: string | number): Node {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as Record<string | number, Node>)[segment];
  return value === HOLE ? undefined : value;
}

function compact(node: Node): Node {
  if (Array.isArray(node)) return node.filter((item) => item !== HOLE).map(compact);
  if (!isObject(node)) return node;
  const out: Record<string, Node> = {};
  for (const [key, value] of Object.entries(node)) out[key] = compact(value);
  return out;
}

function collectAliases(node: Node, from: YamlPath, to: YamlPath, out: Alias[]): void {
  if (Array.isArray(node)) {
    let at = 0;
    node.forEach((item, i) => {
      if (item === HOLE) return;
      collectAliases(item, [...from, at], [...to, i], out);
      if (at !== i)
        out.push([
          [...from, at],
          [...to, i],
        ]);
      at += 1;
    });
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      collectAliases(value, [...from, key], [...to, key], out);
    }
  }
}
