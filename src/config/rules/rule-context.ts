import type { Diagnostic } from '../../model/diagnostic.js';
import type { DesiredState } from '../../model/desired.js';
import type { SourceLocation } from '../../model/location.js';
import type { ConfigFacts } from '../config-facts.js';
import type { ConfigInput } from '../schema.js';
import type { PrunedKeys } from '../schema-partial.js';
import { error, warning } from '../diagnostics.js';
import { pathKey, type YamlPath } from '../position-index.js';

const NONE: ReadonlySet<string> = new Set();

/** What every rule gets: the normalized state and a way to point at the YAML. */
export class RuleContext {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    readonly desired: DesiredState,
    /** The schema-checked YAML, for what normalizing folds away. */
    readonly config: ConfigInput,
    private readonly facts: ConfigFacts,
    /** Entries left out because they failed the schema: declared all the same. */
    private readonly pruned: PrunedKeys = new Map(),
  ) {}

  /** Keys of a collection that are declared but were left out for failing the schema. */
  prunedKeys(collection: string): ReadonlySet<string> {
    return this.pruned.get(collection) ?? NONE;
  }

  at(path: YamlPath): SourceLocation | undefined {
    return this.facts.index.value(path);
  }

  keyAt(path: YamlPath): SourceLocation | undefined {
    return this.facts.index.key(path);
  }

  /** Every string of the config is ASCII (`ConfigFacts.asciiStringsOnly`). */
  asciiStringsOnly(): boolean {
    return this.facts.asciiStringsOnly();
  }

  isSecret(path: YamlPath): boolean {
    return this.facts.secrets.size > 0 && this.facts.secrets.has(pathKey(path));
  }

  error(code: string, message: string, path: YamlPath, hint?: string, address?: string): void {
    this.diagnostics.push(error(code, message, this.at(path), { hint, address }));
  }

  /** At the key itself (a duplicated key, an email under `members:`). */
  errorAtKey(code: string, message: string, path: YamlPath, hint?: string, address?: string): void {
    this.diagnostics.push(error(code, message, this.keyAt(path), { hint, address }));
  }

  warn(code: string, message: string, path: YamlPath, hint?: string, address?: string): void {
    this.diagnostics.push(warning(code, message, this.at(path), { hint, address }));
  }
}

/** A named rule: reports every problem it finds through the context. */
export type Rule = (ctx: RuleContext) => void;
