import type {
  AttentionItem,
  AttentionMode,
  AttentionReason,
  RoleHolder,
  UnwordedItem,
} from './attention-item.js';
import { MASK } from './secret.js';
import { nonAsciiHost } from './visible-text.js';

/**
 * A piece of an item's wording: running text, or a value (a role, an address, a quoted
 * string), which Markdown shows as code so that nothing in it is read as Markdown, a
 * mention or a link. Values are never cut.
 */
export type AttentionWord = string | { readonly value: string };
export type AttentionWords = readonly AttentionWord[];

/**
 * An item as a reviewer reads it. A plan says what applying the YAML does
 * (`edit -> admin`); a drift report says what each side holds
 * (`admin in the live org, edit in the YAML`).
 */
export function attentionWords(item: UnwordedItem, mode: AttentionMode): AttentionWords {
  const words = WORDS[item.reason] as (item: UnwordedItem, mode: AttentionMode) => AttentionWords;
  return words(item, mode);
}

/** The words as one line of plain text: the item's `message` in the JSON plan. */
export function attentionMessage(item: UnwordedItem, mode: AttentionMode): string {
  return attentionWords(item, mode)
    .map((w) => (typeof w === 'string' ? w : w.value))
    .join('');
}

/** The item with its message, worded for `mode`, right after the address. */
export function worded(item: UnwordedItem, mode: AttentionMode): AttentionItem {
  const { category, reason, address, ...rest } = item;
  const message = attentionMessage(item, mode);
  return { category, reason, address, message, ...rest } as AttentionItem;
}

type ItemOf<R extends AttentionReason> = Extract<UnwordedItem, { reason: R }>;

const v = (value: string): AttentionWord => ({ value });

/**
 * A string quoted as JSON writes it, with the ASCII form of a non-ASCII host after it; a
 * masked secret bare, as every view shows one.
 */
function quoted(text: string): AttentionWord[] {
  if (text.startsWith(MASK.slice(0, -1))) return [v(text)];
  const host = nonAsciiHost(text);
  return [v(JSON.stringify(text)), ...(host ? [` (non-ASCII host: ${host.ascii})`] : [])];
}

/** A role as the plan shows one: `none` for no role or grant. */
const role = (value: string | undefined): AttentionWord => v(value ?? 'none');

/** A setting's value: `(none)` for none, a string quoted, else as JSON writes it. */
function setting(value: string | number | boolean | null | undefined): AttentionWord[] {
  if (value === undefined || value === null) return [v('(none)')];
  return typeof value === 'string' ? quoted(value) : [v(JSON.stringify(value))];
}

/** A policy value as JSON writes it, whole; `(not set)` for none. */
const json = (value: unknown): AttentionWord =>
  v(value === undefined ? '(not set)' : JSON.stringify(value));

/** `a -> b` in a plan, `a in the live org, b in the YAML` in a drift report. */
function sides(
  before: readonly AttentionWord[],
  after: readonly AttentionWord[],
  mode: AttentionMode,
): AttentionWord[] {
  return mode === 'plan'
    ? [...before, ' -> ', ...after]
    : [...before, ' in the live org, ', ...after, ' in the YAML'];
}

/** Who a role goes to: `team readonly-guests (live title "Engineering")`. */
export function holderWords(holder: RoleHolder): AttentionWord[] {
  switch (holder.type) {
    case 'member':
      return ['member ', v(holder.email), ...(holder.invited ? [' (invited by this plan)'] : [])];
    case 'team':
      return [
        'team ',
        v(holder.key),
        ...(holder.liveTitle === undefined
          ? [' (no live team yet)']
          : [' (live title ', ...quoted(holder.liveTitle), ')']),
      ];
    case 'every-member':
      return ['every member (the default access)'];
    case 'new-members':
      return ['new members (the default role)'];
    case 'sso-members':
      return ['members who sign in through ', v(holder.provider), ' (its default role)'];
  }
}

const where = (on: string | undefined): AttentionWord[] =>
  on === undefined ? [' in the organization'] : [' on ', v(on)];

function hostWords(host: string | undefined): AttentionWord[] {
  if (host === undefined) return [v('(none)')];
  const ascii = nonAsciiHost(`https://${host}/`);
  return [v(host), ...(ascii ? [` (non-ASCII host: ${ascii.ascii})`] : [])];
}

const KIND_WORD = (kind: string): string => kind.replace('-', ' ');

const WORDS: {
  readonly [R in AttentionReason]: (item: ItemOf<R>, mode: AttentionMode) => AttentionWords;
} = {
  role: (item, mode) => [
    ...holderWords(item.holder),
    ...where(item.on),
    ': ',
    ...sides([role(item.before)], [role(item.after)], mode),
  ],
  setting: (item, mode) => [
    v(item.field),
    ': ',
    ...sides(setting(item.before), setting(item.after), mode),
  ],
  'share-link': (item, mode) => [
    ...(mode === 'plan'
      ? [item.switchedOn ? 'switches on the share link ' : 'adds the share link ']
      : ['the share link ']),
    ...quoted(item.name),
    ...(mode === 'plan'
      ? []
      : [item.switchedOn ? ' is on in the live org only' : ' is in the live org only']),
    ': anyone with its URL reads the site',
  ],
  'email-domain': (item, mode) => [
    ...(mode === 'plan' ? ['adds the email domain '] : ['the email domain ']),
    ...quoted(item.domain),
    ...(mode === 'plan' ? [] : [' is in the live org only']),
    ': anyone with an address there may join the organization',
  ],
  'outside-domains': (item, mode) => [
    v(item.email),
    " is outside the organization's email domains (",
    ...item.domains.flatMap((d, i) => (i === 0 ? [v(d)] : [', ', v(d)])),
    mode === 'plan' ? ') and gets ' : ') and holds ',
    v(item.role),
    ...where(item.on),
    ...(mode === 'plan' ? [] : [' in the live org']),
  ],
  invite: (item) => [
    'invites ',
    v(item.email),
    ' as ',
    v(item.role),
    ': the API adds them to the organization at once and emails them',
  ],
  host: (item, mode) => {
    if (mode === 'plan' && item.before === undefined) {
      return [
        v(item.field),
        ' trusts the host ',
        ...hostWords(item.afterHost),
        ', where it trusted none: ',
        ...quoted(item.after ?? ''),
      ];
    }
    const values = sides(setting(item.before), setting(item.after), mode);
    return mode === 'plan'
      ? [
          v(item.field),
          ' moves from the host ',
          ...hostWords(item.beforeHost),
          ' to the host ',
          ...hostWords(item.afterHost),
          ': ',
          ...values,
        ]
      : [
          v(item.field),
          ': the host ',
          ...sides(hostWords(item.beforeHost), hostWords(item.afterHost), mode),
          ' (',
          ...values,
          ')',
        ];
  },
  'inline-secret': (item) => [
    v(item.field),
    ' is written in the config, not read from the environment (',
    v('${env:NAME}'),
    '): whoever edits the config chooses it',
  ],
  policy: (item) => [
    v(item.path),
    ' is ',
    json(item.value),
    ', not the default ',
    json(item.default),
  ],
  object: (item, mode) => {
    const what = [
      KIND_WORD(item.kind),
      ...(item.title === undefined ? [] : [' ', ...quoted(item.title)]),
      ' (',
      v(item.id),
      ')',
    ];
    const n = item.children;
    const children = n === 0 ? [] : [` and its ${n === 1 ? 'child' : `${n} children`}`];
    if (item.action === 'replace') {
      return mode === 'plan'
        ? ['replaces ', ...what, ': deletes the live one, then creates the declared one']
        : [...what, ': apply deletes it and creates it again (a field no call changes differs)'];
    }
    return mode === 'plan'
      ? ['deletes ', ...what, ...children]
      : [...what, ...children, ' in the live org only: apply deletes it'];
  },
  'grant-removed': (item, mode) => [
    mode === 'plan' ? 'removes the grant of ' : 'the live grant of ',
    ...holderWords(item.holder),
    ' (',
    v(item.role),
    ') on ',
    v(item.on),
    ...(mode === 'plan' ? [] : [' is not in the YAML: apply removes it']),
  ],
  'share-link-removed': (item, mode) => [
    mode === 'plan' ? 'deletes the share link ' : 'the share link ',
    ...quoted(item.name),
    ' of ',
    v(item.on),
    mode === 'plan'
      ? ': its URL stops working'
      : ' is not in the YAML: apply deletes it, and its URL stops working',
  ],
};
