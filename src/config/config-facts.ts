import type { SourceLocation } from '../model/location.js';
import { PositionIndex, pathKey, type Alias, type YamlPath } from './position-index.js';
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
    /**
     * Config files that hold a secret written inline (a SAML certificate not read from
     * the environment): a saved plan keeps their fingerprint, never their text.
     */
    readonly inlineSecretFiles = new Set<string>(),
  ) {}

  /**
   * A config file's text holds a character outside ASCII or a backslash (which may
   * escape one in a double-quoted string); until one does, every string the files
   * themselves give the config is ASCII.
   */
  beyondAscii = false;
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
   * Values that are a whole file's text (a scalar that is one `${file:PATH}`), by path
   * key: the file, named as a location names a config file. A problem found at a line of
   * such a text is placed at that line of the file (`inFile`), not at the scalar.
   */
  readonly fileValues = new Map<string, string>();

  /**
   * Every string of the config is ASCII: its files' text is (`beyondAscii`), and no value
   * comes from elsewhere (a file that `${file:}` or `source: {file}` reads, an
   * environment's `${var:}`); `${env:}` values are secrets.
   */
  asciiStringsOnly(): boolean {
    return !this.beyondAscii && this.files.texts().length === 0 && this.deferred.size === 0;
  }

  /** Line `line` of the file whose whole text is the value at `path`, if it is one. */
  inFile(path: YamlPath, line: number): SourceLocation | undefined {
    const file = this.fileValues.get(pathKey(path));
    return file === undefined ? undefined : { file, line, col: 1 };
  }

  /**
   * A copy for one environment's reading: resolving its variables marks secrets and
   * unresolved values that are its own, not another environment's (`--env all`).
   */
  forEnvironment(): ConfigFacts {
    const facts = new ConfigFacts(this.index, this.files, this.inlineSecretFiles);
    facts.beyondAscii = this.beyondAscii;
    for (const [key, origin] of this.secrets) facts.secrets.set(key, origin);
    for (const key of this.unresolved) facts.unresolved.add(key);
    for (const [key, scalar] of this.deferred) facts.deferred.set(key, scalar);
    return facts;
  }

  /**
   * The facts of a config whose values at each `[from, to]` came from `to` (an
   * environment's override, a list item that moved up): positions looked up there, and
   * secrets and unresolved values moved with them. Those under a `dropped` path (a list
   * item left out) go, so that the item moved into its place does not inherit them.
   */
  redirected(aliases: readonly Alias[], dropped: readonly YamlPath[] = []): ConfigFacts {
    const facts = new ConfigFacts(
      this.index.redirected(aliases),
      this.files,
      this.inlineSecretFiles,
    );
    facts.beyondAscii = this.beyondAscii;
    const under = (key: string, path: YamlPath): boolean => {
      const prefix = pathKey(path);
      return key === prefix || key.startsWith(`${prefix}${SEPARATOR}`);
    };
    const moved = (key: string): string | undefined => {
      if (dropped.some((path) => under(key, path))) return undefined;
      for (const [from, to] of aliases) {
        if (under(key, to)) return pathKey(from) + key.slice(pathKey(to).length);
      }
      return key;
    };
    for (const [key, origin] of this.secrets) {
      const to = moved(key);
      if (to !== undefined) facts.secrets.set(to, origin);
    }
    for (const key of this.unresolved) {
      const to = moved(key);
      if (to !== undefined) facts.unresolved.add(to);
    }
    for (const [key, file] of this.fileValues) {
      const to = moved(key);
      if (to !== undefined) facts.fileValues.set(to, file);
    }
    return facts;
  }
}
