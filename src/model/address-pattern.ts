import type { Address, AddressSegment } from './address.js';
import { addressSegments, parseAddress } from './address.js';

/*
 * The entries of `policy.protect` and `policy.ignore` (docs/config.md, "policy"): an
 * address as `docform plan` writes it (model/address.ts), in which `*` in a segment
 * written plain matches any run of characters within that one segment, none included:
 * `site.*` (every site), `team.s*`, `site.portal.section.*`, `member.*@acme.example`.
 * Segments are those of an address: a quoted segment ("Getting started") is literal, a
 * `*` inside it too; a member's email is one segment, its dots included. An entry covers
 * what it matches and what lies inside (`site.*` covers every site's sections too).
 */

/** One segment of an entry: a literal, or a test of a segment holding `*`. */
type SegmentTest = string | RegExp;

/** An entry of `policy.protect` or `policy.ignore`, read once. */
export interface AddressPattern {
  readonly segments: readonly SegmentTest[];
}

const compiled = new Map<string, AddressPattern>();

/** The entry as segment tests, read once per entry. Throws on an unterminated quote. */
export function addressPattern(entry: string): AddressPattern {
  let pattern = compiled.get(entry);
  if (pattern === undefined) {
    pattern = { segments: addressSegments(entry).map(segmentTest) };
    compiled.set(entry, pattern);
  }
  return pattern;
}

/** True when the entry holds a `*` outside quotes: a pattern rather than one address. */
export function isAddressPattern(entry: string): boolean {
  return addressSegments(entry).some((s) => !s.quoted && s.text.includes('*'));
}

/**
 * The object at `address` is one the entry matches, or lies inside one
 * (`site.portal.section.Guides` for `site.*`).
 */
export function patternCovers(entry: string, address: Address): boolean {
  const parts = parseAddress(address);
  const { segments } = addressPattern(entry);
  return segments.length <= parts.length && prefixMatches(segments, parts);
}

/**
 * The object at `address` is one the entry covers, or holds one it may match: its
 * address matches the entry's first segments (`site.portal` for
 * `site.portal.section.*`), as `policy.protect` keeps the site of a protected section.
 */
export function patternCoversOrHolds(entry: string, address: Address): boolean {
  return prefixMatches(addressPattern(entry).segments, parseAddress(address));
}

/** Each segment both have, in order, matches. */
function prefixMatches(segments: readonly SegmentTest[], parts: readonly string[]): boolean {
  const n = Math.min(segments.length, parts.length);
  for (let i = 0; i < n; i += 1) {
    const test = segments[i] as SegmentTest;
    const part = parts[i] as string;
    if (typeof test === 'string' ? test !== part : !test.test(part)) return false;
  }
  return true;
}

/**
 * Why the entry is no pattern docform takes, or undefined: outside quotes, a character
 * other glob dialects give a meaning (`?`, `[...]`, `{a,b}`, `!`, `(a|b)`, `\`), or `**`.
 * Only `*` is a wildcard here; an unterminated quote is the caller's to report
 * (addressSegments throws).
 */
export function patternProblem(entry: string): string | undefined {
  for (const s of addressSegments(entry)) {
    if (s.quoted) continue;
    if (s.text.includes('**'))
      return '`**` is not supported: `*` matches within one segment, and an entry already covers everything inside what it matches (`site.*` covers every site and its sections)';
    const other = UNSUPPORTED.exec(s.text)?.[0];
    if (other !== undefined)
      return `\`${other}\` is not supported: the only wildcard is \`*\` (any characters within one segment); a title holding \`${other}\` is written quoted, as plan prints it (\`site.docs.section."FAQ?"\`)`;
  }
  return undefined;
}

/** The syntax of other glob dialects: `?`, classes, braces, negation, extglobs, escapes. */
const UNSUPPORTED = /[?[\]{}!()|\\]/;

function segmentTest(segment: AddressSegment): SegmentTest {
  if (segment.quoted || !segment.text.includes('*')) return segment.text;
  const body = segment.text
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 's');
}
