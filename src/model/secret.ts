import { inspect } from 'node:util';
import { MASK, registerSecret } from './secret-registry.js';

export { MASK };

/**
 * A value that came from the environment (`${env:NAME}`). It never prints: JSON,
 * string conversion and util.inspect all give the mask. Only `reveal()` gives the
 * clear value, and only the code that sends it to the API calls it.
 */
export class SecretValue {
  readonly #value: string;
  /** Short, stable digest of the value, used to compare without revealing. */
  readonly fingerprint: string;
  /** Names of the environment variables the value was built from. */
  readonly sources: readonly string[];

  constructor(value: string, fingerprint: string, sources: readonly string[]) {
    this.#value = value;
    this.fingerprint = fingerprint;
    this.sources = sources;
  }

  /**
   * The clear value. Once revealed (sent on the wire, where a server may echo it back),
   * every message scrubber knows it (src/model/secret-registry.ts).
   */
  reveal(): string {
    registerSecret(this.#value);
    return this.#value;
  }

  toString(): string {
    return MASK;
  }

  toJSON(): string {
    return MASK;
  }

  [inspect.custom](): string {
    return MASK;
  }
}

/** A string the user wrote, or one that came from the environment. */
export type MaybeSecret = string | SecretValue;

export function isSecret(value: unknown): value is SecretValue {
  return value instanceof SecretValue;
}

/** The clear value, for the one place that sends it on the wire. */
export function reveal(value: MaybeSecret): string {
  return typeof value === 'string' ? value : value.reveal();
}
