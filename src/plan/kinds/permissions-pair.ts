import type { Address } from '../../model/address.js';
import { memberAddress, memberEmail } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { nearestTypo } from '../../model/edit-distance.js';
import { idRef } from '../../model/id-ref.js';
import type { IdRef, UnmanagedObject } from '../../model/plan.js';
import type { Role } from '../../model/enumerations.js';
import type {
  DeclaredGrants,
  DesiredPermissions,
  LivePermissions,
  PlannedGrants,
} from '../../model/schema/permissions.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import type { Grants } from './live-grants.js';
import { liveGrants, undeclaredGroups } from './live-grants.js';

/** The grants of one site or space as the plan compares and shows them. */
export interface GrantView {
  /** `{teams?, members?}`: role by team key (or id) and email, as they are after the plan. */
  readonly after: Record<string, Record<string, Role>> | undefined;
  /** The live grants of the same keys (all of them under `prune: [permissions]`). */
  readonly before: Record<string, Grants> | undefined;
  /** The teams and members named, with their ids when live. */
  readonly refs: IdRef[];
  /** Teams this plan creates: the grants wait for them. */
  readonly waits: Address[];
  readonly notes: Diagnostic[];
  readonly unmanaged: UnmanagedObject[];
}

const views = new WeakMap<PlanContext, WeakMap<object, GrantView>>();

/**
 * The view of a declared site's or space's `permissions:` against the live grants, made
 * once per declared object: teams by key (a key under `teams:`, else a live team id),
 * members by email. A declared key set to null is removed; a live grant no key names is
 * unmanaged, or removed under `policy.prune: [permissions]` (behind `--allow-delete`).
 */
export function grantView(
  ctx: PlanContext,
  address: Address,
  desired: { readonly permissions?: DesiredPermissions },
  live: { readonly permissions?: LivePermissions } | undefined,
): GrantView {
  let planned = views.get(ctx);
  if (planned === undefined) views.set(ctx, (planned = new WeakMap()));
  const known = planned.get(desired);
  if (known !== undefined) return known;
  const view = makeView(ctx, address, desired.permissions, live?.permissions, live === undefined);
  planned.set(desired, view);
  // the notes and unmanaged grants go in the plan once, with the first look
  ctx.diagnostics.push(...view.notes);
  ctx.unmanaged.push(...view.unmanaged);
  return view;
}

function makeView(
  ctx: PlanContext,
  address: Address,
  wanted: DesiredPermissions | undefined,
  held: LivePermissions | undefined,
  creating: boolean,
): GrantView {
  const view: GrantView = {
    after: undefined,
    before: undefined,
    refs: [],
    waits: [],
    notes: [],
    unmanaged: [],
  };
  if (wanted === undefined) return view;
  const prune = ctx.desired.policy.prune.includes('permissions');
  const after: Record<string, Record<string, Role>> = {};
  const before: Record<string, Grants> = {};
  const live = held ?? { teams: {}, members: {}, emails: {} };
  if (wanted.teams !== undefined) {
    const named = new Set<string>();
    const [a, b] = [(after.teams = {}), (before.teams = {})];
    for (const [key, role] of Object.entries(wanted.teams)) {
      const ref = ctx.refs.team(key);
      if (ref === undefined) {
        view.notes.push(
          unknown(
            ctx,
            address,
            `teams.${key}`,
            `team ${JSON.stringify(key)} is neither a key under \`teams:\` nor a live team id`,
            nearestTypo(
              key,
              ctx.desired.teams.map((t) => t.key),
            )?.candidate,
          ),
        );
        continue;
      }
      view.refs.push(ref);
      if (ref.id === undefined) view.waits.push(ref.ref);
      else named.add(ref.id);
      grant(a, b, key, role, ref.id === undefined ? undefined : live.teams, ref.id);
    }
    liveGrants(ctx, view, address, live, 'teams', named, prune ? b : undefined);
  } else liveGrants(ctx, view, address, live, 'teams', new Set(), undefined);
  if (wanted.members !== undefined) {
    const named = new Set<string>();
    const [a, b] = [(after.members = {}), (before.members = {})];
    for (const [email, role] of Object.entries(wanted.members)) {
      const ref = ctx.refs.member(email);
      const invited = ref === undefined ? ctx.refs.invited(email) : undefined;
      if (invited !== undefined) {
        // the invite makes them a member at once, with an id: the grant waits for it,
        // keyed by the email as `members:` writes it (the invite's address)
        view.refs.push(invited);
        view.waits.push(invited.ref);
        grant(a, b, memberEmail(invited.ref), role, undefined, undefined);
        continue;
      }
      if (ref === undefined || ref.id === undefined) {
        view.notes.push(
          unknown(
            ctx,
            address,
            `members.${email}`,
            `${email} is not a member of organization ${ctx.desired.organization}`,
            nearestTypo(email, liveEmails(ctx))?.candidate,
          ),
        );
        continue;
      }
      view.refs.push(idRef(memberAddress(email), ref.id));
      named.add(ref.id);
      grant(a, b, email, role, live.members, ref.id);
    }
    liveGrants(ctx, view, address, live, 'members', named, prune ? b : undefined);
  } else liveGrants(ctx, view, address, live, 'members', new Set(), undefined);
  undeclaredGroups(ctx, view, address, wanted);
  return { ...view, after, before: creating ? undefined : before };
}

/** One declared key: its role after the plan (none when null) and its live role. */
function grant(
  after: Record<string, Role>,
  before: Grants,
  key: string,
  role: Role | null,
  live: Readonly<Record<string, string | null>> | undefined,
  id: string | undefined,
): void {
  if (role !== null) after[key] = role;
  if (live !== undefined && id !== undefined && Object.hasOwn(live, id))
    before[key] = live[id] ?? null;
}

function liveEmails(ctx: PlanContext): string[] {
  return (ctx.live.members ?? []).flatMap((m) => (m.email === undefined ? [] : [m.email]));
}

/**
 * A grant whose team key or email names nothing: at that key's own line, with the
 * closest team key or member email when one is a likely typo.
 */
function unknown(
  ctx: PlanContext,
  address: Address,
  key: string,
  message: string,
  near: string | undefined,
): Diagnostic {
  const how =
    'name a team by its key under `teams:` (or a live team id) and a member by the email of an organization member';
  return {
    severity: 'error',
    code: 'unknown-grant-subject',
    address,
    ...atValue(ctx.desired, address, `permissions.${key}`),
    message: `${address} permissions: ${message}`,
    hint: near === undefined ? how : `did you mean ${JSON.stringify(near)}?`,
  };
}

/** The `permissions` field pair of a site, space or collection, from its view. */
export function permissionsPair(view: GrantView): {
  readonly path: 'permissions';
  readonly after: DeclaredGrants | undefined;
  readonly before: PlannedGrants | undefined;
} {
  return { path: 'permissions', after: view.after, before: view.before };
}

/**
 * The teams a declaration names that this plan creates, and the members it invites:
 * its grants wait for them.
 */
export function grantWaits(
  ctx: PlanContext,
  desired: { readonly permissions?: DesiredPermissions },
): Address[] {
  const teams = Object.keys(desired.permissions?.teams ?? {}).flatMap((key) => {
    const ref = ctx.refs.team(key);
    return ref !== undefined && ref.id === undefined ? [ref.ref] : [];
  });
  const members = Object.keys(desired.permissions?.members ?? {}).flatMap((email) =>
    ctx.refs.member(email) === undefined ? (ctx.refs.invited(email)?.ref ?? []) : [],
  );
  return [...teams, ...members];
}
