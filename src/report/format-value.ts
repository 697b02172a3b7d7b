import { isDeepStrictEqual } from 'node:util';
import { describeContent, isContentSummary } from '../model/content.js';
import { isObject } from '../model/is-object.js';
import type { SerializedChange, SerializedField } from '../model/plan.js';
import type { UndeclaredIds } from './as-written.js';
import { asWritten, titleNote } from './as-written.js';
import { mergeRulesDiff } from './merge-rules-diff.js';
import { shareLinkLines } from './share-link-diff.js';
import { nestedChanges, objectLeaves } from './nested-diff.js';
import { documentToMarkdown } from '../markdown/document-to-markdown.js';
import { markdownToDocument } from '../markdown/markdown-to-document.js';
import { textDiffLines } from './text-diff.js';
import { codePointName, nonAsciiHost } from '../model/visible-text.js';
import type { FieldRow } from '../model/fields/field-row.js';
import { FIELD_TABLES } from '../model/fields/tables.js';
import { roleOrGuest } from '../model/schema/fields.js';

/** Strings longer than this are cut, with their length. */
export const LONG_STRING = 80;
const KEPT = 60;
/** The least of a long URL's path shown, however long its host. */
const KEPT_PATH = 24;

/**
 * A value as reviewers read it, in YAML's flow style: strings quoted (and cut past
 * LONG_STRING characters, with their length; a URL keeps its scheme and host whole and
 * is cut in the middle of its path), objects `{ key: value }`, lists `[a, b]`; masked
 * secrets bare (they are already `(sensitive, ...)` in the plan).
 */
export function formatValue(value: unknown): string {
  // one word for an empty value in every human format: a field left unset, or set to null
  if (value === undefined || value === null) return '(none)';
  if (isContentSummary(value)) return describeContent(value);
  if (typeof value === 'string') return formatString(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${formatKey(k)}: ${formatValue(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function formatString(text: string): string {
  if (text.startsWith('(sensitive')) return text;
  return `${quoted(text)}${hostNote(text)}`;
}

function quoted(text: string): string {
  if (text.length <= LONG_STRING) return JSON.stringify(text);
  const url = /^([a-z][a-z\d+.-]*:\/\/[^/?#\s]*)(.*)$/is.exec(text);
  if (url) return cutUrl(url[1] ?? '', url[2] ?? '', text.length);
  const cut = JSON.stringify(text.slice(0, KEPT)).slice(0, -1);
  return `${cut}…" (${text.length} characters)`;
}

/**
 * A long URL: its scheme and authority (user info, host, port) whole, since the host is
 * what a reviewer must read (`https://acme.okta.example.sso.saml.login.aaaa…evil.example`
 * cut after 60 characters reads as acme's), then its path, query and fragment cut in the
 * middle, their start and end kept, with the whole length.
 */
function cutUrl(origin: string, rest: string, length: number): string {
  const room = Math.max(KEPT - origin.length, KEPT_PATH);
  const chars = [...rest];
  if (chars.length <= room) return JSON.stringify(origin + rest);
  const head = chars.slice(0, Math.ceil(room / 2)).join('');
  const tail = chars.slice(chars.length - Math.floor(room / 2)).join('');
  return `${JSON.stringify(`${origin}${head}…${tail}`)} (${length} characters)`;
}

/**
 * A URL whose host is not ASCII reads as the host it imitates (`acmе` with a Cyrillic
 * `е`): its ASCII (punycode) form is shown after it, the host a resolver looks up.
 * Invisible characters are written out by every output's escaping (visible-text.ts).
 */
function hostNote(text: string): string {
  const host = nonAsciiHost(text);
  return host === undefined ? '' : ` (non-ASCII host: ${host.ascii})`;
}

function formatKey(key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * A changed field as lines: `title: "Eng" -> "Engineering"`, or `title: "Engineering"` on
 * a create (and on a delete, what the live object holds); a list (team members, email
 * domains) as its name and then one `+ element` or `- element` line per element added or
 * removed, the unchanged ones left out; an object (an adaptive schema) as its name and
 * then one line per leaf that differs, by its dotted path
 * (`~ properties.plan.enum: [...] -> [...]`). Values read as the YAML writes them
 * (`asWritten`), an object the YAML does not declare by the live id in `ids`
 * (`undeclaredIds` of the plan).
 */
export function fieldLines(
  field: SerializedField,
  change: SerializedChange,
  ids?: UndeclaredIds,
): string[] {
  const before = shownText(change, field, asWritten(change.kind, field.path, field.before, ids));
  const after = shownText(change, field, asWritten(change.kind, field.path, field.after, ids));
  const creates =
    change.action === 'create' || change.action === 'replace' || change.action === 'invite';
  if (Array.isArray(after) || (Array.isArray(before) && after === undefined)) {
    const was = creates ? [] : asList(before);
    const lines =
      shareLinkLines(change.kind, field.path, was, asList(after), { formatValue, formatKey }) ??
      listLines(was, asList(after));
    if (lines.length > 0) return [`${field.path}:`, ...lines];
  }
  const shown = roleShown(change.kind, field.path);
  if (creates) return [`${field.path}: ${shown(after)}`];
  // a delete shows what the live object holds
  if (change.action === 'delete') return [`${field.path}: ${shown(before)}`];
  if (change.kind === 'settings' && field.path === 'mergeRules') {
    // the rules that changed, not both whole lists
    const diff = mergeRulesDiff(before, after);
    const lines = [
      ...(diff.type ? [`type: ${formatValue(diff.type[0])} -> ${formatValue(diff.type[1])}`] : []),
      ...diff.removed.map((rule) => `- ${formatValue(rule)}`),
      ...diff.added.map((rule) => `+ ${formatValue(rule)}`),
    ];
    if (lines.length > 0) return [`${field.path}:`, ...lines];
  }
  if (after === undefined && isObject(before) && !isContentSummary(before)) {
    // a field removed whole: what it held, leaf by leaf (a site space's override reset)
    const leaves = objectLeaves(before).map(
      (l) => `- ${l.path.map(formatKey).join('.')}: ${formatValue(l.value)}`,
    );
    if (leaves.length > 0) return [`${field.path}: ${removedWhole(change)}`, ...leaves];
  }
  const nested = nestedLines(change, field, before, after);
  if (nested.length > 0) return [`${field.path}:`, ...nested];
  if (isMultiline(before) && isMultiline(after)) {
    // text of several lines (agent instructions, a spec): the lines that differ
    const diff = textDiffLines(before, after, formatValue);
    if (diff !== undefined) return [`${field.path}: (${diff.changed})`, ...diff.lines];
  }
  const note = (value: unknown) => titleNote(change.kind, field.path, value, ids);
  const was = `${shown(before)}${note(field.before)}`;
  const to = after === undefined ? '(removed)' : `${shown(after)}${note(field.after)}`;
  return [`${field.path}: ${was} -> ${to}${lookAlike(before, after)}`];
}

/** The head of a field removed whole: a site space's override goes back to the site's. */
function removedWhole(change: SerializedChange): string {
  return change.kind === 'site-space'
    ? "(override removed: back to the site's values)"
    : '(removed)';
}

/**
 * How a field's value reads: as formatValue writes it, but a role whose null is a guest
 * (a member's `role`, a `defaultRole`: official `MemberRoleOrGuest`) reads `guest`, bare
 * as `(none)` is: what the web app calls it, never a quoted role one could write.
 */
function roleShown(kind: SerializedChange['kind'], path: string): (value: unknown) => string {
  const row = (FIELD_TABLES[kind] as Readonly<Record<string, FieldRow>> | undefined)?.[path];
  if (row?.yaml !== roleOrGuest) return formatValue;
  return (value) => (value === null ? 'guest' : formatValue(value));
}

/**
 * Two strings that may read the same once shown (a Cyrillic `е` for a Latin `e`, an
 * accent composed or not): of the same length, where every character that differs is
 * not ASCII, or equal once normalized (NFKC). Says where they first differ, by code
 * point, so that a change never reads as no change. Invisible characters are already
 * written out as escapes.
 */
function lookAlike(before: unknown, after: unknown): string {
  if (typeof before !== 'string' || typeof after !== 'string' || before === after) return '';
  const a = [...before];
  const b = [...after];
  const differ = a.flatMap((char, i) => (char === b[i] ? [] : [i]));
  const swapped =
    a.length === b.length && differ.every((i) => !isAscii(a[i] ?? '') || !isAscii(b[i] ?? ''));
  if (!swapped && before.normalize('NFKC') !== after.normalize('NFKC')) return '';
  const i = differ[0] ?? a.length;
  const name = (char: string | undefined): string =>
    char === undefined ? 'nothing' : codePointName(char.codePointAt(0) ?? 0);
  return ` (may read the same: they differ at character ${i + 1}, ${name(a[i])} -> ${name(b[i])})`;
}

function isAscii(char: string): boolean {
  return (char.codePointAt(0) ?? 0) < 0x80;
}

/**
 * Objects on both sides (an adaptive schema) as one line per leaf that differs, by its
 * path: `~ a.b: before -> after`, `+ a.c: value`, `- a.d: value` (nested-diff.ts). None
 * for a content (a spec's summary) and for the settings whose objects read best whole:
 * merge rules (shown rule by rule) and `defaultContent` (a reference, `{ site: KEY }`).
 */
function nestedLines(
  change: SerializedChange,
  field: SerializedField,
  before: unknown,
  after: unknown,
): string[] {
  if (!isObject(before) || !isObject(after)) return [];
  if (isContentSummary(before) || isContentSummary(after)) return [];
  if (change.kind === 'settings' && ['mergeRules', 'defaultContent'].includes(field.path)) {
    return [];
  }
  return nestedChanges(before, after).map((c) => {
    const at = c.path.map(formatKey).join('.');
    if (c.sign === '+') return `+ ${at}: ${formatValue(c.after)}`;
    if (c.sign === '-') return `- ${at}: ${formatValue(c.before)}`;
    return `~ ${at}: ${formatValue(c.before)} -> ${formatValue(c.after)}${lookAlike(c.before, c.after)}`;
  });
}

function isMultiline(value: unknown): value is string {
  return typeof value === 'string' && value.includes('\n') && !value.startsWith('(sensitive');
}

/**
 * The text a field is compared on, when it is not the text as written: agent
 * instructions are compared as the Document their Markdown makes, so their Markdown is
 * shown as written back from that Document, the way the live side is; lines that differ
 * only in spelling (`*a*` or `_a_`, a list's markers, blank lines) then show no change.
 */
function shownText(change: SerializedChange, field: SerializedField, value: unknown): unknown {
  if (change.kind !== 'settings' || field.path !== 'agentInstructions') return value;
  if (typeof value !== 'string' || value.startsWith('(sensitive')) return value;
  // no instructions: the API answers an empty text, shown as any empty value is
  if (value.trim() === '') return null;
  return documentToMarkdown(markdownToDocument(value).document).markdown;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `- x` for each element only before, `+ y` for each only after, in list order. */
function listLines(before: readonly unknown[], after: readonly unknown[]): string[] {
  const has = (list: readonly unknown[], v: unknown) => list.some((w) => isDeepStrictEqual(v, w));
  return [
    ...before.filter((v) => !has(after, v)).map((v) => `- ${formatValue(v)}`),
    ...after.filter((v) => !has(before, v)).map((v) => `+ ${formatValue(v)}`),
  ];
}

/** `after site.portal.section.B` / `before ...`: where a change places its object. */
export function formatPosition(change: SerializedChange): string | undefined {
  if (change.position?.after) return `after ${change.position.after}`;
  if (change.position?.before) return `before ${change.position.before}`;
  return undefined;
}

export const SYMBOL: Record<SerializedChange['action'], string> = {
  create: '+',
  update: '~',
  move: '->',
  delete: '-',
  replace: '-/+',
  invite: '+',
};

export type RenderMode = 'plan' | 'drift';

/** How many objects go with the plan's deletes (a site's sections, groups, site spaces). */
export function childCount(changes: readonly SerializedChange[]): number {
  return changes.reduce((n, c) => n + (c.children?.length ?? 0), 0);
}

/** `and its 8 children, deleted with it:`, the line above a delete's children. */
export function childrenLine(change: SerializedChange): string | undefined {
  const n = change.children?.length ?? 0;
  if (n === 0) return undefined;
  return `and its ${n === 1 ? '1 child' : `${n} children`}, deleted with it:`;
}

/** One child of a delete: `- ADDRESS (KIND) [ID]`. */
export function childLine(child: NonNullable<SerializedChange['children']>[number]): string {
  return `- ${child.address} (${child.kind}) [${child.id}]`;
}
