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
  const had = new Set(from);
  const liveMembers = emails(liveTeam(ax, change)?.members?.map((id) => ax.refs.memberById(id)));
  const yamlMembers = ax.desired.teams.find((t) => t.address === change.address)?.members ?? [];
  const roleIn = (list: readonly string[], email: string): string | undefined =>
    list.some((e) => e.toLowerCase() === email.toLowerCase()) ? 'member' : undefined;
  return (to ?? [])
    .filter((email) => !had.has(email))
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
