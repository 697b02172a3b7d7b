import type { Address } from '../model/address.js';
import type { MaybeSecret } from '../model/secret.js';
import type { KeySpec } from './match-keyed.js';

/** A kind's natural key: its name in messages, and how each side holds it. */
export interface NaturalKey<D, L> {
  /** How messages name it: "title", "label", "slug", "space", "email". */
  readonly name: string;
  readonly declared: (d: D) => MaybeSecret;
  readonly live: (l: L) => string;
}

/** What every keyed declaration holds: its address, and the id it may pin. */
interface Declared {
  readonly address: Address;
  readonly id?: string;
}

/** A declaration matched by title, which may name the titles it had before. */
type Titled = Declared & { readonly previously: readonly string[] };

/** A live object: its id. */
interface Live {
  readonly id: string;
}

/**
 * A field both sides hold the key in, under the same name: a declared string (or a
 * secret) and a live string.
 */
type KeyField<D, L> = {
  [F in keyof D & keyof L]: D[F] extends MaybeSecret ? (L[F] extends string ? F : never) : never;
}[keyof D & keyof L];

/** A natural key: the name of a field both sides hold it in, or a `NaturalKey`. */
export type KeyRule<D, L> = (KeyField<D, L> & string) | NaturalKey<D, L>;

/**
 * The key rule of a kind matched by title (docs/architecture.md, "Identity"): its pinned
 * id, else its title (or the field that stands for it: a SAML provider's `label`), else
 * one of its `previously` titles, a rename in place.
 */
export function byTitle<D extends Titled, L extends Live>(
  noun: string,
  title: KeyRule<D, L>,
): KeySpec<D, L> {
  return { ...keySpec(noun, title), previously: (d) => d.previously };
}

/**
 * The key rule of a kind matched by a key the API holds (a slug, a redirect's source, a
 * member's email, a site space's space): its pinned id, else the key. No `previously`:
 * such a key is renamed by a new object, not in place.
 */
export function byKey<D extends Declared, L extends Live>(
  noun: string,
  key: KeyRule<D, L>,
): KeySpec<D, L> {
  return { ...keySpec(noun, key), previously: () => [] };
}

/** The key as the field `name` of both sides. */
function sameField<D, L>(name: string): NaturalKey<D, L> {
  return {
    name,
    declared: (d) => (d as Readonly<Record<string, MaybeSecret>>)[name] as MaybeSecret,
    live: (l) => (l as Readonly<Record<string, string>>)[name] as string,
  };
}

function keySpec<D extends Declared, L extends Live>(
  noun: string,
  natural: KeyRule<D, L>,
): Omit<KeySpec<D, L>, 'previously'> {
  const key = typeof natural === 'string' ? sameField<D, L>(natural) : natural;
  return {
    noun,
    address: (d) => d.address,
    pinnedId: (d) => d.id,
    naturalKey: key.declared,
    liveId: (l) => l.id,
    liveKey: key.live,
    keyName: key.name,
  };
}
