import type { Address } from '../model/address.js';
import { fieldLocationKey } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { MaybeSecret } from '../model/secret.js';
import type { ConfigFacts, SecretOrigin } from './config-facts.js';
import { error } from './diagnostics.js';
import { ENVIRONMENTS_KEY } from './environment-checks.js';
import { LazyLocations } from './lazy-locations.js';
import { makeSecret } from './make-secret.js';
import { pathKey, type YamlPath } from './position-index.js';

const NO_PATH: YamlPath = [];
const SEPARATOR = pathKey(['a', 'b']).slice(1, -1);
const ENVIRONMENTS = ENVIRONMENTS_KEY;
const IN_ENVIRONMENTS = `${ENVIRONMENTS}${SEPARATOR}`;

/**
 * Shared by the normalize steps: marks values from the environment as secrets,
 * refuses them where a value is part of identity, and records where each address
 * was declared.
 */
export class NormalizeContext {
  readonly locations: LazyLocations;
  /** Path keys of the secrets a field read (as a secret, or refused as one). */
  readonly #read = new Set<string>();

  constructor(
    readonly facts: ConfigFacts,
    readonly diagnostics: Diagnostic[],
  ) {
    this.locations = new LazyLocations(facts.index);
  }

  /** Records an object at `path` (then `last`): its location is its key's, or its item's. */
  declare(address: Address, path: YamlPath, last?: string | number): void {
    this.locations.declare(address, path, last);
  }

  /**
   * Records where a field's value is written (`fieldLocationKey`), when it is: a plan
   * problem with that value (a reference to nothing, a pinned id not live) points there.
   */
  declareValue(address: Address, field: string, path: YamlPath, value: unknown): void {
    if (value !== undefined && value !== null) {
      this.locations.declareValue(fieldLocationKey(address, field), path);
    }
  }

  /**
   * The path of a leaf field, for the secret checks: built only when the config has
   * secrets at all (most have none, and a large config has tens of thousands of fields).
   */
  field(path: YamlPath, step: string | number, last?: string | number): YamlPath {
    // no rest parameter: an array per call, and a call per field of every object
    if (this.facts.secrets.size === 0) return NO_PATH;
    return last === undefined ? [...path, step] : [...path, step, last];
  }

  /** Where `${env:...}` made the value at `path` (most configs have none: no path key built). */
  private secretAt(path: YamlPath): SecretOrigin | undefined {
    if (this.facts.secrets.size === 0) return undefined;
    const key = pathKey(path);
    const origin = this.facts.secrets.get(key);
    if (origin !== undefined) this.#read.add(key);
    return origin;
  }

  /**
   * A secret no field read: one in a value passed on as written (an enum, a number, the
   * adaptive schema), which every plan would show in clear. Refused at its place: a
   * secret goes only where docform keeps it masked. The environments' own values
   * (variables, other environments' overrides) are not the config's fields.
   */
  refuseUnreadSecrets(): void {
    for (const [key, origin] of this.facts.secrets) {
      if (this.#read.has(key) || key === ENVIRONMENTS || key.startsWith(IN_ENVIRONMENTS)) continue;
      const path = key.split(SEPARATOR).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      this.diagnostics.push(
        error(
          'secret-not-allowed',
          `${origin.written} cannot be used here: this value is shown in plans as it is, and values from the environment (or built from them) are secret`,
          this.facts.index.value(path),
          { hint: 'write the value itself' },
        ),
      );
    }
  }

  /** A value that may be a secret: one from `${env:...}` becomes a SecretValue. */
  text(path: YamlPath, value: string): MaybeSecret {
    const origin = this.secretAt(path);
    return origin ? makeSecret(value, origin.names) : value;
  }

  optionalText(path: YamlPath, value: string | undefined): MaybeSecret | undefined {
    return value === undefined ? undefined : this.text(path, value);
  }

  /**
   * A value that is a secret however it is written (a SAML certificate): masked in every
   * output even when written inline rather than read with `${env:...}`.
   */
  optionalSecret(path: YamlPath, value: string | undefined): MaybeSecret | undefined {
    if (value === undefined) return undefined;
    const origin = this.secretAt(path);
    // not from the environment: its text is in the config file, which a saved plan then
    // does not keep (src/config/saved-sources.ts)
    const file =
      origin === undefined
        ? (this.facts.index.onlyFile() ?? this.facts.index.value(path)?.file)
        : undefined;
    if (file !== undefined) this.facts.inlineSecretFiles.add(file);
    return makeSecret(value, origin?.names ?? []);
  }

  nullableText(path: YamlPath, value: string | null | undefined): MaybeSecret | null | undefined {
    return value === undefined || value === null ? value : this.text(path, value);
  }

  /**
   * A value that names or references an object (ids, keys, emails, paths): it shows in
   * plans and addresses, so it cannot be a secret. Returns the text as written then.
   */
  plain(path: YamlPath, value: string): string {
    const origin = this.secretAt(path);
    if (origin === undefined) return value;
    this.diagnostics.push(
      error(
        'secret-not-allowed',
        `${origin.written} cannot be used here: values from the environment (or built from them) are secret, and this one would be shown in plans`,
        this.facts.index.value(path),
        { hint: 'write the value itself' },
      ),
    );
    return origin.written;
  }

  optionalPlain(path: YamlPath, value: string | undefined): string | undefined {
    return value === undefined ? undefined : this.plain(path, value);
  }

  nullablePlain(path: YamlPath, value: string | null | undefined): string | null | undefined {
    return value === undefined || value === null ? value : this.plain(path, value);
  }

  plainList(path: YamlPath, values: readonly string[] | undefined): string[] | undefined {
    return values?.map((value, i) => this.plain([...path, i], value));
  }

  isSecret(path: YamlPath): boolean {
    return this.secretAt(path) !== undefined;
  }
}

/** Copies only the defined entries, so that undeclared fields stay absent. */
export function defined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  const from = value as Record<string, unknown>;
  for (const k in from) if (from[k] !== undefined) out[k] = from[k];
  return out as T;
}
