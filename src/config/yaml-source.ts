import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';
import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { hasPlaceholder, interpolate } from './env-interpolation.js';
import { childKey, type OffsetMapper, type PositionIndex } from './position-index.js';

export interface ConfigSource {
  readonly file: string;
  /** The raw text: never a resolved secret, since secrets come from `${env:...}`. */
  readonly text: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const MAX_DEPTH = 64;
/** Alias expansions per file: a guard against "billion laughs" documents. */
const MAX_ALIASES = 10_000;

/**
 * Pass 1 (STYLE rule 7): one file's text to a plain value, recording every node's
 * position and resolving `${env:NAME}`. A syntax error, an empty file or a file that
 * is not a mapping is an error and never reads as an empty config (issue 4).
 */
export function readYamlSource(
  source: ConfigSource,
  env: Env,
  facts: ConfigFacts,
  index: PositionIndex,
  diagnostics: Diagnostic[],
): Record<string, unknown> | undefined {
  const lines = new LineCounter();
  // Duplicate keys are found by the walk below: yaml's own check is quadratic in the
  // size of a mapping, too slow for a `members:` of thousands.
  const doc = parseDocument(source.text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: false,
  });
  const mapper: OffsetMapper = { file: source.file, linePos: (offset) => lines.linePos(offset) };
  const at = (offset: number): SourceLocation => ({ file: source.file, ...lines.linePos(offset) });
  for (const problem of doc.errors) {
    diagnostics.push(error('yaml-syntax', problem.message, at(problem.pos[0])));
  }
  if (doc.errors.length > 0) return undefined;
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) {
    diagnostics.push(
      error('empty-file', 'the file holds no configuration', at(0), {
        hint: 'a config file is a mapping with at least `version:` or a collection',
      }),
    );
    return undefined;
  }
  if (!isMap(root)) {
    diagnostics.push(error('not-a-mapping', 'the file must be a mapping of keys', at(start(root))));
    return undefined;
  }
  index.setAt('', mapper, -1, start(root));
  const walker = new Walker(doc, env, facts, index, mapper, diagnostics);
  return walker.value(root, '', 0) as Record<string, unknown>;
}

function start(node: Node): number {
  return node.range?.[0] ?? 0;
}

class Walker {
  #aliases = 0;

  constructor(
    private readonly doc: Document,
    private readonly env: Env,
    private readonly facts: ConfigFacts,
    private readonly index: PositionIndex,
    private readonly mapper: OffsetMapper,
    private readonly diagnostics: Diagnostic[],
  ) {}

  private at(offset: number): SourceLocation {
    return { file: this.mapper.file, ...this.mapper.linePos(offset) };
  }

  value(node: Node | null, path: string, depth: number): unknown {
    if (node === null || depth > MAX_DEPTH) return null;
    if (isAlias(node)) {
      this.#aliases += 1;
      if (this.#aliases === MAX_ALIASES + 1) {
        const where = this.at(start(node));
        this.diagnostics.push(error('yaml-syntax', 'too many alias expansions', where));
      }
      if (this.#aliases > MAX_ALIASES) return null;
      return this.value(node.resolve(this.doc) ?? null, path, depth + 1);
    }
    if (isMap(node)) return this.map(node.items, path, depth);
    if (isSeq(node)) {
      return node.items.map((item, i) => {
        const child = item as Node | null;
        const key = childKey(path, i);
        if (child) this.index.setAt(key, this.mapper, -1, start(child));
        return this.value(child, key, depth + 1);
      });
    }
    if (isScalar(node)) return this.scalar(node.value, path, start(node));
    return null;
  }

  private map(items: readonly unknown[], path: string, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const item of items) {
      const { key, value } = item as { key: Node | null; value: Node | null };
      if (!isScalar(key)) {
        const offset = key ? start(key) : 0;
        this.diagnostics.push(error('invalid-key', 'keys must be plain strings', this.at(offset)));
        continue;
      }
      const name = String(key.value);
      if (Object.prototype.hasOwnProperty.call(out, name)) {
        this.diagnostics.push(
          error(
            'duplicate-key',
            `\`${name}\` is defined twice in this mapping`,
            this.at(start(key)),
            {
              hint: 'keep one of them',
            },
          ),
        );
        continue;
      }
      const child = childKey(path, name);
      this.index.setAt(child, this.mapper, start(key), value ? start(value) : start(key));
      out[name] = this.value(value, child, depth + 1);
    }
    return out;
  }

  private scalar(value: unknown, path: string, offset: number): unknown {
    if (typeof value !== 'string' || !hasPlaceholder(value)) return value;
    const result = interpolate(value, this.env);
    const loc = this.at(offset);
    for (const written of result.invalid) {
      this.diagnostics.push(
        error('invalid-env-reference', `${written} is not a valid placeholder`, loc, {
          hint: 'write ${env:NAME} with NAME made of letters, digits and _ (or $${ for a literal ${)',
        }),
      );
    }
    for (const name of result.missing) {
      this.diagnostics.push(
        error('missing-env', `environment variable ${name} is not set`, loc, {
          hint: `set ${name} before running docform`,
        }),
      );
    }
    if (result.missing.length > 0 || result.invalid.length > 0) this.facts.unresolved.add(path);
    if (result.names.length > 0) {
      this.facts.secrets.set(path, { names: result.names, written: value });
    }
    return result.value;
  }
}
