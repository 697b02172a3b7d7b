import { addressKind } from './address.js';
import type { ResourceKind } from './kinds.js';
import type { IdRef } from './plan.js';

declare const LIVE_KEY: unique symbol;

/**
 * A live object's key in an index that holds objects of more than one kind: its kind and
 * its id. The API makes an id unique among the objects of its kind, and the official spec
 * promises nothing across kinds: a team and a SAML provider, or a site and a space, may
 * share one. Keyed by the bare id, one of the two would get the other's address, title,
 * rename hint or delete; keyed by kind and id, each is its own. Branded, so that a bare
 * id given where a key is wanted does not compile.
 */
export type LiveKey = string & { readonly [LIVE_KEY]: true };

export function liveKey(kind: ResourceKind, id: string): LiveKey {
  // no kind's name holds a `:`: two different pairs never give one key
  return `${kind}:${id}` as LiveKey;
}

/** The key of a live object, a change or a deleted child: what holds its kind and id. */
export function keyOf(object: { readonly kind: ResourceKind; readonly id: string }): LiveKey {
  return liveKey(object.kind, object.id);
}

/**
 * The key of the object an IdRef names, its kind read from the reference's address
 * (model/address.ts, `addressKind`); undefined when it has no id yet.
 */
export function refKey(ref: IdRef): LiveKey | undefined {
  const kind = addressKind(ref.ref);
  return ref.id === undefined || kind === undefined ? undefined : liveKey(kind, ref.id);
}
