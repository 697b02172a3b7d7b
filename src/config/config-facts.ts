import type { SourceLocation } from '../model/location.js';
import { PositionIndex, pathKey, type YamlPath } from './position-index.js';
import { ReferencedFiles } from './referenced-files.js';

const SEPARATOR = pathKey(['a', 'b']).slice(1, -1);

/** Where a value came from `${env:...}`: it is secret, and its text as written is safe to show. */
export interface SecretOrigin {
  readonly names: readonly string[];
  /** The scalar as written (`${env:OKTA_CERT}`), never the resolved value. */
  readonly written: string;
}

export interface DeferredScalar {
  readonly text: string;
  readonly at: () => SourceLocation;
  /** The config file it is written in (`${file:PATH}` is relative to it). */
  readonly file: string;
}

/**
 * What the YAML pass learns besides the values: positions, which values are
 * secrets, and which could not be resolved (their schema problems are not repeated).
 */
export class ConfigFacts {
  constructor(
    readonly index = new PositionIndex(),
    /** Files the config names (`${file:PATH}`, `source: {file}`), each read once. */
    readonly files = new ReferencedFiles(),
  ) {}

  /** By path key (see `pathKey`). */
  readonly secrets = new Map<string, SecretOrigin>();
  /** Path keys of values whose `${env:...}` failed: an error was already reported there. */
  readonly unresolved = new Set<string>();
  /**
   * Scalars that read an environment's variable (`${var:NAME}`), by path key, as written:
   * resolved once an environment is chosen (src/config/environments.ts), placeholders
   * and escapes together, so that nothing is interpolated twice.
   */
  readonly deferred = new Map<string, DeferredScalar>();

  /**
   * The facts of a config whose values at each `[from, to]` came from `to` (an
   * environment's override): positions looked up there, and secrets and unresolved
   * values moved with them.
   */
  redirected(aliases: readonly (readonly [YamlPath, YamlPath])[]): ConfigFacts {
    const facts = new ConfigFacts(this.index.redirected(aliases), this.files);
    const moved = (key: string): string => {
      for (const [from, to] of aliases) {
        const source = pathKey(to);
        if (key === source || key.startsWith(`${source}${SEPARATOR}`)) {
          return pathKey(from) + key.slice(source.length);
        }
      }
      return key;
    };
    for (const [key, origin] of this.secrets) facts.secrets.set(moved(key), origin);
    for (const key of this.unresolved) facts.unresolved.add(moved(key));
    return facts;
  }
  /** Files the config names (`${file:PATH}`, `source: {file}`), each read once. */
}
