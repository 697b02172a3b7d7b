import { memberEmail } from '../model/address.js';
import type { UnwordedItem } from '../model/attention-item.js';
import { isIdRef } from '../model/id-ref.js';
import type { Change, FieldChange } from '../model/plan.js';
import type { AttentionContext } from './attention-roles.js';
import { memberHolder, sidesOf } from './attention-roles.js';

/**
 * A team's new owners: the team role `owner` lets a member manage who is in the team,
 * and so who holds every grant the team has, as an admin of the team would. Each one is
 * privilege raised, on the team, with the role the person holds on the other side
 * (`member`, or none when the change also adds them). `before` and `after` as the change
 * holds them: the live role, the YAML's.
 */
export function teamOwnerItems(
  ax: AttentionContext,
  change: Change,
  field: FieldChange,
): UnwordedItem[] {
  const [from, to] = sidesOf(field, ax.mode).map(emails);
  const liveMembers = emails(liveTeam(ax, change)?.members?.map((id) => ax.refs.memberById(id)));
  const yamlMembers = ax.desired.teams.find((t) => t.address === change.address)?.members ?? [];
  const roleIn = (list: readonly string[], email: string): string | undefined =>
    holds(list, email) ? 'member' : undefined;
  return (to ?? [])
    .filter((email) => !holds(from ?? [], email))
    .map((email): UnwordedItem => {
      const before = ax.mode === 'plan' ? roleIn(liveMembers ?? [], email) : 'owner';
      const after = ax.mode === 'plan' ? 'owner' : roleIn(yamlMembers, email);
      return {
        category: 'privilege',
        reason: 'role',
        address: change.address,
        holder: memberHolder(ax, email),
        on: change.address,
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
      };
    });
}

/** Whether `list` holds `email`: emails compared ignoring case, as mail systems do, everywhere here. */
function holds(list: readonly string[], email: string): boolean {
  const wanted = email.toLowerCase();
  return list.some((e) => e.toLowerCase() === wanted);
}

function liveTeam(ax: AttentionContext, change: Change) {
  return change.id === undefined ? undefined : ax.live.teams?.find((t) => t.id === change.id);
}

/** The emails of a list of member IdRefs (or of their serialized form). */
function emails(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((v) => {
    const ref = isIdRef(v) ? v.ref : v;
    return typeof ref === 'string' && ref.startsWith('member.') ? [memberEmail(ref)] : [];
  });
}
