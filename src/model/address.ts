import { kindRecordOf, RESOURCE_KINDS, type ResourceKind } from './kinds.js';

/**
 * Addresses name objects in plans, diagnostics and `--target` (docs/config.md,
 * "Addresses"): `settings`, `member.<email>`, `team.<key>`, `saml.<key>`, `openapi.<slug>`,
 * `space.<key>`, `site.<key>`, then the site's children by path:
 * `site.<key>.section.<s>`, `site.<key>.group.<g>.section.<s>`,
 * `site.<key>.group.<g>.group.<h>`, `site.<key>.link.<l>` (an external link, also inside
 * a group), `<section>.space.<space>` and, for a site with
 * root site spaces, `site.<key>.space.<space>`.
 *
 * A segment that is not a plain word (letters, digits, `_`, `-`, `@`, `+`) is written
 * as a JSON string, so `site.portal.section."Getting started"` stays one segment.
 * A member's email is the rest of the address and is never quoted.
 */
export type Address = string;

const PLAIN = /^[A-Za-z0-9_@+-]+$/;

export function segment(value: string): string {
  return PLAIN.test(value) ? value : JSON.stringify(value);
}

export const SETTINGS_ADDRESS: Address = 'settings';

export function memberAddress(email: string): Address {
  return `member.${email}`;
}

/** The email a member's address holds (memberAddress, read back). */
export function memberEmail(address: Address): string {
  return address.slice('member.'.length);
}

export function teamAddress(key: string): Address {
  return `team.${segment(key)}`;
}

export function samlAddress(key: string): Address {
  return `saml.${segment(key)}`;
}

export function openapiAddress(slug: string): Address {
  return `openapi.${segment(slug)}`;
}

export function collectionAddress(key: string): Address {
  return `collection.${segment(key)}`;
}

export function spaceAddress(key: string): Address {
  return `space.${segment(key)}`;
}

export function siteAddress(key: string): Address {
  return `site.${segment(key)}`;
}

/** `parent` is a site, or a group address for sections and groups inside a group. */
export function sectionAddress(parent: Address, key: string): Address {
  return `${parent}.section.${segment(key)}`;
}

export function groupAddress(parent: Address, key: string): Address {
  return `${parent}.group.${segment(key)}`;
}

/** An external link: `parent` is a site, or a group for a link inside a group. */
export function linkAddress(parent: Address, key: string): Address {
  return `${parent}.link.${segment(key)}`;
}

/** `parent` is a section, or a site with root site spaces. */
export function siteSpaceAddress(parent: Address, spaceRef: string): Address {
  return `${parent}.space.${segment(spaceRef)}`;
}

/** A site's redirect, by its source path (always quoted: it starts with `/`). */
export function redirectAddress(site: Address, source: string): Address {
  return `${site}.redirect.${segment(source)}`;
}

/** The last segment of a temporary-path step's address (temporaryPathAddress). */
const TEMPORARY_PATH = 'temporary-path';

/**
 * The address of the step that moves a section or site space to a temporary path, so
 * that another can take its path first (two paths swapped; docs/apply.md, "Paths handed
 * over"): the address of the change it belongs to, with one more segment. It lies
 * within that address (so `--target` of the object holds its step) and names no object.
 */
export function temporaryPathAddress(owner: Address): Address {
  return `${owner}.${TEMPORARY_PATH}`;
}

/**
 * The change a temporary-path step belongs to; undefined for any other address. An
 * object's address in a site is `kind.key` pairs, so a step's has one segment more (a
 * section titled "temporary-path" is no step).
 */
export function temporaryPathOwner(address: Address): Address | undefined {
  const suffix = `.${TEMPORARY_PATH}`;
  if (!address.startsWith('site.') || !address.endsWith(suffix)) return undefined;
  return parseAddress(address).length % 2 === 1 ? address.slice(0, -suffix.length) : undefined;
}

/**
 * The key in `DesiredState.locations` of where one field of an object is written
 * (`space.guides#id`), for a problem that is the field's value: not an address, so it
 * never names an object.
 */
export function fieldLocationKey(address: Address, field: string): string {
  return `${address}#${field}`;
}

/**
 * Splits an address into segments, undoing the quoting of `segment`. Throws on an
 * unterminated quote.
 */
export function parseAddress(address: Address): string[] {
  return addressSegments(address).map((s) => s.text);
}

/** A segment of an address as written: its text, and whether it was quoted. */
export interface AddressSegment {
  readonly text: string;
  readonly quoted: boolean;
}

/**
 * The segments of an address as written (parseAddress, with whether each was quoted: a
 * `policy` pattern's `*` is a wildcard only outside quotes, model/address-pattern.ts).
 * A member's email is the rest of the address, never quoted. Throws on an unterminated
 * quote.
 */
export function addressSegments(address: Address): AddressSegment[] {
  if (address.startsWith('member.')) {
    return [
      { text: 'member', quoted: false },
      { text: address.slice('member.'.length), quoted: false },
    ];
  }
  const parts: AddressSegment[] = [];
  let i = 0;
  while (i < address.length) {
    if (address[i] === '"') {
      let j = i + 1;
      while (j < address.length && address[j] !== '"') j += address[j] === '\\' ? 2 : 1;
      if (j >= address.length) throw new Error(`unterminated quote in address ${address}`);
      parts.push({ text: JSON.parse(address.slice(i, j + 1)) as string, quoted: true });
      i = j + 1;
    } else {
      const end = address.indexOf('.', i);
      const stop = end === -1 ? address.length : end;
      parts.push({ text: address.slice(i, stop), quoted: false });
      i = stop;
    }
    if (address[i] === '.') i += 1;
  }
  return parts;
}

/** True when `address` is `target` or lies inside it (`site.a` contains `site.a.section.b`). */
export function addressWithin(address: Address, target: Address): boolean {
  const a = parseAddress(address);
  const t = parseAddress(target);
  return t.length <= a.length && t.every((part, i) => a[i] === part);
}

/**
 * The kind each word before an object's key names (each kind's record says its word): a
 * top-level kind's, and the kind a site holds under the same word (`space` inside a site
 * is a site space).
 */
const KIND_WORDS = wordsOf();

function wordsOf(): {
  readonly top: ReadonlyMap<string, ResourceKind>;
  readonly nested: ReadonlyMap<string, ResourceKind>;
} {
  const top = new Map<string, ResourceKind>();
  const nested = new Map<string, ResourceKind>();
  for (const kind of RESOURCE_KINDS) {
    const record = kindRecordOf(kind);
    // the settings' address is its word alone: no key follows it
    if (record.key === undefined) continue;
    (record.parent === undefined ? top : nested).set(record.word, kind);
  }
  return { top, nested };
}

/**
 * The kind of object an address names, from its last `kind.key` pair (`space` inside a
 * site is a site space); undefined for an address that names no object (a
 * temporary-path step) or that no planner makes.
 */
export function addressKind(address: Address): ResourceKind | undefined {
  if (address === SETTINGS_ADDRESS) return 'settings';
  const parts = parseAddress(address);
  if (parts.length % 2 !== 0) return undefined;
  const word = parts[parts.length - 2] ?? '';
  const top = KIND_WORDS.top.get(word);
  const nested = KIND_WORDS.nested.get(word);
  if (top === undefined) return nested;
  return parts.length > 2 && nested !== undefined ? nested : top;
}
