import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Scalar,
  visit,
  type Alias,
  type Document,
  type Node,
} from 'yaml';
import type { Diagnostic } from '../model/diagnostic.js';
import { error } from './diagnostics.js';
import { hasPlaceholder } from './env-interpolation.js';
import { MAX_ALIAS_NODES, MAX_DEPTH } from './limits.js';
import { childKey, type FilePositions } from './position-index.js';
import { reservedKey } from './reserved-keys.js';
import { isReservedKey } from '../model/reserved-keys.js';
import { describeCodePoint, firstLineBreakOrTab, isMultiLineField } from './raw-characters.js';
import type { ScalarInterpolator } from './scalar-interpolator.js';

export function start(node: Node): number {
  return node.range?.[0] ?? 0;
}

/**
 * The full path of pass 1: a document parsed by the `yaml` package to a plain value,
 * recording where each node is written and resolving `${env:NAME}`. Aliases are
 * expanded with a bound on the nodes they produce (not on alias uses: a "billion
 * laughs" file of a few KB would otherwise expand to gigabytes).
 */
export class YamlWalker {
  #aliasNodes = 0;
  #inAlias = 0;
  #tooDeep = false;
  #targets: Map<Alias, Node> | undefined;
  /** The alias being expanded at the outermost level: where a too large expansion is shown. */
  #outerAlias: Node | undefined;

  constructor(
    private readonly doc: Document,
    private readonly text: string,
    private readonly positions: FilePositions,
    private readonly interpolator: ScalarInterpolator,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** Problems after which the value is incomplete (codes of the FATAL set). */
  get truncated(): boolean {
    return this.#aliasNodes > MAX_ALIAS_NODES || this.#tooDeep;
  }

  value(node: Node | null, path: string, depth: number): unknown {
    if (node === null) return null;
    if (depth > MAX_DEPTH) return this.tooDeep(node);
    if (this.#inAlias > 0 && !this.countAliasNode(node)) return null;
    if (isAlias(node)) {
      if (this.#aliasNodes > MAX_ALIAS_NODES) return null;
      if (this.#inAlias === 0) this.#outerAlias = node;
      this.#inAlias += 1;
      const value = this.value(this.target(node) ?? null, path, depth + 1);
      this.#inAlias -= 1;
      return value;
    }
    if (isMap(node)) return this.map(node.items, path, depth);
    if (isSeq(node)) {
      const list: unknown[] = [];
      const { offsets } = this.positions.list(list);
      node.items.forEach((item, i) => {
        const child = item as Node | null;
        offsets.push(child ? start(child) : start(node));
        list.push(this.value(child, childKey(path, i), depth + 1));
      });
      return list;
    }
    if (isScalar(node)) return this.scalar(node, path);
    return null;
  }

  /**
   * The node an alias stands for: the last node with its anchor written before it.
   * Found for every alias in one visit (yaml's `Alias.resolve` visits the whole
   * document for each alias, quadratic in a file of many aliases).
   */
  private target(alias: Alias): Node | undefined {
    if (this.#targets === undefined) {
      const targets = new Map<Alias, Node>();
      const anchored = new Map<string, Node>();
      visit(this.doc, {
        Node: (_key, node) => {
          if (isAlias(node)) {
            const found = anchored.get(node.source);
            if (found) targets.set(node, found);
          } else if ((isMap(node) || isSeq(node) || isScalar(node)) && node.anchor) {
            anchored.set(node.anchor, node);
          }
        },
      });
      this.#targets = targets;
    }
    return this.#targets.get(alias);
  }

  /** False once aliases have produced too many nodes (reported once, at the node). */
  private countAliasNode(node: Node): boolean {
    this.#aliasNodes += 1;
    if (this.#aliasNodes === MAX_ALIAS_NODES + 1) {
      this.diagnostics.push(
        error(
          'yaml-limit',
          `aliases expand to more than ${MAX_ALIAS_NODES.toLocaleString('en-US')} nodes`,
          this.positions.lines.at(start(this.#outerAlias ?? node)),
          { hint: 'write the repeated parts out, or use fewer nested aliases' },
        ),
      );
    }
    return this.#aliasNodes <= MAX_ALIAS_NODES;
  }

  private tooDeep(node: Node): null {
    if (!this.#tooDeep) {
      this.#tooDeep = true;
      this.diagnostics.push(
        error(
          'yaml-limit',
          `nesting deeper than ${MAX_DEPTH} levels`,
          this.positions.lines.at(start(node)),
        ),
      );
    }
    return null;
  }

  private map(items: readonly unknown[], path: string, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const children = this.positions.mapping(out);
    // where each key was first written, for the line a duplicate names
    const firstAt = new Map<string, number>();
    for (const item of items) {
      const { key, value } = item as { key: Node | null; value: Node | null };
      if (!isScalar(key)) {
        const where = this.positions.lines.at(key ? start(key) : 0);
        this.diagnostics.push(error('invalid-key', 'keys must be plain strings', where));
        continue;
      }
      const name = String(key.value);
      if (isReservedKey(name)) {
        this.diagnostics.push(reservedKey(name, this.positions.lines.at(start(key))));
        continue;
      }
      if (Object.prototype.hasOwnProperty.call(out, name)) {
        const where = this.positions.lines.at(start(key));
        const first = this.positions.lines.at(firstAt.get(name) ?? start(key)).line;
        this.diagnostics.push(
          error(
            'duplicate-key',
            `\`${name}\` is defined twice in this mapping (first at line ${first})`,
            where,
            { hint: 'keep one of them' },
          ),
        );
        continue;
      }
      firstAt.set(name, start(key));
      children.keys?.push(name);
      children.offsets.push(start(key), value ? start(value) : start(key));
      out[name] = this.value(value, childKey(path, name), depth + 1);
    }
    return out;
  }

  private scalar(node: Scalar, path: string): unknown {
    const { value } = node;
    if (typeof value !== 'string') return value;
    this.checkLineBreaks(node, value, path);
    if (!hasPlaceholder(value)) return value;
    return this.interpolator.resolve(value, path, () => this.positions.lines.at(start(node)));
  }

  /**
   * A tab or line break written raw (a block scalar, a tab typed in the text) in a
   * single-line field such as a title. Escapes (`"\t"`, `"\n"`) are explicit and pass.
   */
  private checkLineBreaks(node: Scalar, value: string, path: string): void {
    const code = firstLineBreakOrTab(value);
    if (code === undefined) return;
    const field = path.slice(path.lastIndexOf('\u001f') + 1);
    if (isMultiLineField(field)) return;
    const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
    const source = this.text.slice(start(node), node.range?.[1] ?? start(node));
    const tab = code === 9 ? source.indexOf('\t') : -1;
    if (code === 9 ? tab === -1 : !block) return;
    this.diagnostics.push(
      error(
        'raw-character',
        `\`${field}\` is a single line, and ${describeCodePoint(code)} is written raw in it`,
        this.positions.lines.at(start(node) + Math.max(tab, 0)),
        { hint: 'write the value on one line (or, if you mean it, as an escape: "\\t", "\\n")' },
      ),
    );
  }
}
