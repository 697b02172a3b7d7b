import type { Address } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { KINDS, type ResourceKind } from '../model/kinds.js';
import type { LiveState } from '../model/live.js';
import type { LiveKey } from '../model/live-key.js';
import { liveKey } from '../model/live-key.js';
import { gatesOf, leafDeletes } from '../model/gates.js';
import { attentionOf } from './attention.js';
import { byPlace } from '../model/location.js';
import type { Change, Plan } from '../model/plan.js';
import { fieldNotInApiWarnings } from './fields-not-in-api.js';
import { withoutIgnored, withoutProtectedDeletes } from './filter-policy.js';
import { lazyFingerprint, liveFingerprint } from './fingerprint.js';
import { OPENAPI_KIND } from './kinds/openapi-kind.js';
import { matchSpaces } from './kinds/owned-spaces.js';
import { SAML_KIND } from './kinds/saml-kind.js';
import { SITE_KIND } from './kinds/site-kind.js';
import { TEAM_KIND } from './kinds/team-kind.js';
import { matchKeyed } from './match-keyed.js';
import { completeDependencies, orderChanges } from './order-changes.js';
import type { PlanContext } from './plan-context.js';
import { immutableFieldErrors } from './immutable-fields.js';
import { knownAddresses } from './known-addresses.js';
import { lockoutGuards } from './lockout-guards.js';
import { locationOf } from './field-locations.js';
import { permissionWarnings } from './permissions.js';
import { unmatchedPolicyEntries } from './policy-entries.js';
import { preflight } from './preflight.js';
import { renameHints } from './rename-hints.js';
import { replaceReasons } from './replace-reasons.js';
import type { PlanOptions } from './plan-options.js';
import { buildRefs } from './refs.js';
import { withDeleteContents } from './delete-contents.js';
import { accessThresholds } from './access-thresholds.js';
import { safetyDiagnostics } from './safety.js';
import { selectTargets } from './select-targets.js';
import type { PendingOutline } from './structure/site-outline.js';
import { siteMaps } from './structure/site-map.js';
import { spacesInGit } from './spaces-in-git.js';
import { temporaryPathNotes } from './structure/temporary-path-notes.js';
import { planSummary } from '../model/summarize.js';
import { AddressBook } from './unique-addresses.js';
import { planTopLevel, type TopLevelMatches } from './top-level-planners.js';
import { unknownValueWarnings } from './unknown-values.js';

export type { PlanOptions } from './plan-options.js';

/**
 * The plan: what to change so the live org matches the YAML, in the order to run it.
 * Pure and synchronous (docs/architecture.md, "The plan"). The steps, as octoDNS plans:
 * 1. match declarations to live objects (pinned id, natural key, `previously`);
 * 2. per collection, diff the normalized declared fields; order each list of children
 *    with the fewest moves; delete what a declared site or a pruned collection owns;
 *    list the rest of what was read as unmanaged, with what it grants, and note the
 *    children of a declared object that no key of its declaration lists;
 * 3. drop what policy.ignore names and the deletes policy.protect forbids (and warn of
 *    an entry of either that matches no declared or live object);
 * 4. complete and sort the dependencies; keep the --target subset (a target that
 *    matches no declared or live object is an error);
 * 5. show what each delete removes (the live object's fields, a site's children);
 *    hint at renames (a create beside a close delete), say why each replace is one;
 *    flag the deletes and the thresholds (deletes, updates, invites, admin grants); list
 *    what needs a reviewer's attention;
 *    count; fingerprint the live objects read.
 */
export function planChanges(
  declared: DesiredState,
  live: LiveState,
  options: PlanOptions = {},
): Plan {
  // owned spaces matched first: the rest of the plan sees their live ids
  const spaces = matchSpaces(declared, live);
  const desired = spaces.desired;
  const teams = matchKeyed(desired.teams, live.teams ?? [], TEAM_KIND.spec);
  const sites = matchKeyed(desired.sites, live.sites ?? [], SITE_KIND.spec);
  const saml = matchKeyed(desired.saml, live.saml ?? [], SAML_KIND.spec);
  const openapi = matchKeyed(desired.openapi, live.openapi ?? [], OPENAPI_KIND.spec);
  const addresses = new AddressBook(desired, live);
  const ctx: PlanContext = {
    desired,
    live,
    refs: buildRefs(desired, live, { teams: teams.matched, sites: sites.matched }, addresses),
    changes: [],
    deletes: [],
    unmanaged: [],
    diagnostics: [
      ...preflight(desired, live),
      ...[teams, sites, saml, openapi, spaces.match].flatMap((m) => m.diagnostics),
    ],
    deleteWaits: new Map(),
    addresses,
    ...(options.targets === undefined ? {} : { targets: options.targets }),
    ...(options.mode === 'drift' ? { drift: true } : {}),
  };
  const matches: TopLevelMatches = { teams, saml, openapi, spaces, sites };
  const outlines = planTopLevel(ctx, matches);
  ctx.diagnostics.push(...fieldNotInApiWarnings(ctx, sites.matched));
  ctx.diagnostics.push(...spacesInGit(spaces.match.matched));
  // the declared address of each matched live object, by kind and id
  const matched = new Map<LiveKey, Address>();
  const add = (kind: ResourceKind, pairs: ReadonlyMap<{ address: Address }, { id: string }>) => {
    for (const [d, l] of pairs) matched.set(liveKey(kind, l.id), d.address);
  };
  add('team', teams.matched);
  add('site', sites.matched);
  add('saml', saml.matched);
  add('openapi', openapi.matched);
  for (const s of desired.spaces) {
    if (s.id !== undefined) matched.set(liveKey('space', s.id), s.address);
  }
  ctx.diagnostics.push(...unknownValueWarnings(live, matched, ctx.addresses));
  let known: Address[] | undefined;
  const knownOnce = (): Address[] => (known ??= knownAddresses(ctx, sites.matched));
  ctx.diagnostics.push(...unmatchedPolicyEntries(ctx, knownOnce));
  return finish(ctx, options, outlines, knownOnce);
}

function finish(
  ctx: PlanContext,
  options: PlanOptions,
  outlines: readonly PendingOutline[],
  known: () => readonly Address[],
): Plan {
  const { policy } = ctx.desired;
  const planned = [...ctx.changes, ...sortDeletes(ctx.deletes)];
  const allowed = withoutProtectedDeletes(
    withoutIgnored(planned, policy.ignore),
    policy.protect,
    ctx.diagnostics,
  );
  const targeted = selectTargets(
    completeDependencies(allowed, ctx.deleteWaits),
    options.targets,
    known,
    ctx.diagnostics,
  );
  const changes = withDeleteContents(
    orderChanges(completeDependencies(targeted, ctx.deleteWaits)),
    ctx.live,
    ctx.refs,
  );
  const maps = siteMaps(outlines, changes);
  // the digest's closure keeps the live state only, not the whole context (its refs,
  // address book and first copies of the changes), for as long as the plan is kept
  const { live } = ctx;
  const diagnostics = located(
    [
      ...(ctx.desired.readWarnings ?? []),
      ...ctx.diagnostics,
      ...immutableFieldErrors(changes),
      ...lockoutGuards(changes, ctx.live, ctx.desired),
      ...renameHints(changes, ctx.live, ctx.unmanaged),
      ...replaceReasons(changes, ctx.live),
      ...temporaryPathNotes(changes),
      ...permissionWarnings(changes, ctx.live, ctx.desired.organization),
      ...safetyDiagnostics(changes, policy, ctx.live),
      ...accessThresholds(changes, policy),
    ],
    ctx.desired,
  );
  // the gates hold the located diagnostics, so a refusal points where the plan does
  const gates = gatesOf(changes, diagnostics);
  const attention = attentionOf(changes, {
    desired: ctx.desired,
    live,
    refs: ctx.refs,
    mode: options.mode ?? 'plan',
  });
  const plan = lazyFingerprint<Plan>(
    {
      formatVersion: 1,
      organization: ctx.desired.organization,
      summary: planSummary(changes, leafDeletes(changes, gates)),
      attention,
      changes,
      unmanaged: withoutIgnored(ctx.unmanaged, policy.ignore),
      diagnostics,
      gates,
    },
    () => liveFingerprint(live),
  );
  return maps === undefined ? plan : Object.assign(plan, { siteMaps: maps });
}

/**
 * Deletes in the order of their kinds' `deleteRank` (a site's children before the site,
 * a SAML provider before the team it names), each kind's in the order planned.
 */
function sortDeletes(deletes: readonly Change[]): Change[] {
  const rank = (change: Change): number => KINDS[change.kind].deleteRank;
  return deletes
    .map((change, i) => ({ change, i }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.i - b.i)
    .map((x) => x.change);
}

/**
 * Each diagnostic about a declared object points at its place in the config, and they
 * are listed in the config's reading order, as `validate` lists its problems.
 */
function located(diagnostics: readonly Diagnostic[], desired: DesiredState): Diagnostic[] {
  const placed = diagnostics.map((d) => {
    const location = locationOf(d, desired);
    return location === undefined || d.location !== undefined ? d : { ...d, location };
  });
  return byPlace(placed);
}
