import type { Command } from 'commander';
import { addressWithin } from '../../model/address.js';
import type { Plan, SerializedPlan } from '../../model/plan.js';
import { serializePlan } from '../../plan/serialize.js';

/** `--target ADDRESS`, repeatable: plan, apply and drift (docs/plan-format.md, "Targets"). */
export function addTargetOption(command: Command, what: string): Command {
  return command.option(
    '--target <address>',
    `${what} only this address and what it depends on (repeatable)`,
    (value: string, previous: string[]) => [...previous, value],
    [],
  );
}

/**
 * The plan document every renderer reads. A targeted one carries its `targets`, so each
 * output says targeting was in effect, and keeps only the
 * unmanaged objects within them: the rest was not looked at. `extra` adds the fields of
 * a saved plan.
 */
export function planDocument(
  plan: Plan,
  targets: readonly string[],
  extra: Readonly<Record<string, unknown>> = {},
): SerializedPlan {
  if (targets.length === 0) return serializePlan(plan, extra);
  const doc = serializePlan(plan, { ...extra, targets: [...targets] });
  const within = (address: string): boolean => targets.some((t) => addressWithin(address, t));
  return { ...doc, unmanaged: doc.unmanaged.filter((u) => within(u.address)) };
}
