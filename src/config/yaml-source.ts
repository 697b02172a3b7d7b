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
import { hasPlaceholder, interpolate } from './env-interpolation.js';
import { pathKey, type PositionIndex, type YamlPath } from './position-index.js';
import { error } from './diagnostics.js';

export interface ConfigSource {
  readonly file: string;
  /** The raw text: never a resolved secret, since secrets come from `${env:...}`. */
  readonly text: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** YAML error codes of the `yaml` package that have a code of their own here. */
const YAML_CODES: Readonly<Record<string, string>> = { DUPLICATE_KEY: 'duplicate-key' };

const MAX_DEPTH = 64;

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
  const doc = parseDocument(source.text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number): SourceLocation => ({ file: source.file, ...lines.linePos(offset) });
  for (const problem of doc.errors) {
    const code = YAML_CODES[problem.code] ?? 'yaml-syntax';
    diagnostics.push(error(code, yamlMessage(problem.code, problem.message), at(problem.pos[0])));
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
  const walker = new Walker(doc, env, facts, index, diagnostics, at);
  index.set([], { value: at(start(root)) });
  return walker.value(root, [], 0) as Record<string, unknown>;
}

function yamlMessage(code: string, message: string): string {
  return code === 'DUPLICATE_KEY' ? 'this key is defined twice in the mapping' : message;
}

function start(node: Node): number {
  return node.range?.[0] ?? 0;
}

class Walker {
  constructor(
    private readonly doc: Document,
    private readonly env: Env,
    private readonly facts: ConfigFacts,
    private readonly index: PositionIndex,
    private readonly diagnostics: Diagnostic[],
    private readonly at: (offset: number) => SourceLocation,
  ) {}

  value(node: Node | null, path: YamlPath, depth: number): unknown {
    if (node === null) return null;
    if (depth > MAX_DEPTH) return null;
    if (isAlias(node)) return this.value(node.resolve(this.doc) ?? null, path, depth + 1);
    if (isMap(node)) return this.map(node.items, path, depth);
    if (isSeq(node)) {
      return node.items.map((item, i) => {
        const child = item as Node | null;
        if (child) this.index.set([...path, i], { value: this.at(start(child)) });
        return this.value(child, [...path, i], depth + 1);
      });
    }
    if (isScalar(node)) return this.scalar(node.value, path, start(node));
    return null;
  }

  private map(items: readonly unknown[], path: YamlPath, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const item of items) {
      const { key, value } = item as { key: Node | null; value: Node | null };
      if (!isScalar(key)) {
        const offset = key ? start(key) : 0;
        this.diagnostics.push(error('invalid-key', 'keys must be plain strings', this.at(offset)));
        continue;
      }
      const name = String(key.value);
      const keyLoc = this.at(start(key));
      const valueLoc = value ? this.at(start(value)) : keyLoc;
      this.index.set([...path, name], { key: keyLoc, value: valueLoc });
      out[name] = this.value(value, [...path, name], depth + 1);
    }
    return out;
  }

  private scalar(value: unknown, path: YamlPath, offset: number): unknown {
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
    if (result.missing.length > 0 || result.invalid.length > 0) {
      this.facts.unresolved.add(pathKey(path));
    }
    if (result.names.length > 0) {
      this.facts.secrets.set(pathKey(path), { names: result.names, written: value });
    }
    return result.value;
  }
}
