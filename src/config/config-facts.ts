import { PositionIndex } from './position-index.js';
import { ReferencedFiles } from './referenced-files.js';

/** Where a value came from `${env:...}`: it is secret, and its text as written is safe to show. */
export interface SecretOrigin {
  readonly names: readonly string[];
  /** The scalar as written (`${env:OKTA_CERT}`), never the resolved value. */
  readonly written: string;
}

/**
 * What the YAML pass learns besides the values: positions, which values are
 * secrets, and which could not be resolved (their schema problems are not repeated).
 */
export class ConfigFacts {
  readonly index = new PositionIndex();
  /** By path key (see `pathKey`). */
  readonly secrets = new Map<string, SecretOrigin>();
  /** Path keys of values whose `${env:...}` failed: an error was already reported there. */
  readonly unresolved = new Set<string>();
  /** Files the config names (`${file:PATH}`, `source: {file}`), each read once. */
  readonly files = new ReferencedFiles();
}
