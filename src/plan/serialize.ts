import { DocformError } from '../model/errors.js';
import type {
  Change,
  FieldChange,
  MovePosition,
  Plan,
  SerializedChange,
  SerializedField,
  SerializedPlan,
} from '../model/plan.js';
import { positionSide } from '../model/plan.js';
import { isSecret, MASK } from '../model/secret.js';
import type { SecretValue } from '../model/secret.js';
import { isIdRef } from '../model/id-ref.js';
import { serializedPlanSchema } from './serialized-plan.js';

export type { SerializedChange, SerializedField, SerializedPlan } from '../model/plan.js';

/**
 * The JSON document of a plan (docs/plan-format.md): `formatVersion: 1`, every secret
 * masked, every IdRef written as its address, keys in a fixed order. `extra` adds the
 * top-level fields a saved plan needs (config sources, targets); they cannot replace
 * the plan's own.
 */
export function serializePlan(
  plan: Plan,
  extra: Readonly<Record<string, unknown>> = {},
): SerializedPlan {
  return {
    ...extra,
    formatVersion: 1,
    organization: plan.organization,
    summary: { ...plan.summary },
    changes: plan.changes.map(serializeChange),
    unmanaged: plan.unmanaged.map((u) => ({ ...u })),
    diagnostics: plan.diagnostics.map(
      (d) => JSON.parse(JSON.stringify(d)) as SerializedPlan['diagnostics'][number],
    ),
    liveFingerprint: plan.liveFingerprint,
  };
}

/** Reads a plan document (an object or JSON text), checking its shape; throws DocformError. */
export function parseSerializedPlan(input: unknown): SerializedPlan {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch (error) {
      throw new DocformError(`the plan is not JSON: ${(error as Error).message}`);
    }
  }
  const parsed = serializedPlanSchema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new DocformError(`not a docform plan (formatVersion 1): ${first.join('; ')}`);
  }
  return parsed.data as SerializedPlan;
}

function serializeChange(change: Change): SerializedChange {
  return {
    address: change.address,
    kind: change.kind,
    action: change.action,
    ...(change.id === undefined ? {} : { id: change.id }),
    ...(change.parent === undefined ? {} : { parent: change.parent.ref }),
    ...(change.position === undefined ? {} : { position: serializePosition(change.position) }),
    ...(change.fields === undefined ? {} : { fields: change.fields.map(serializeField) }),
    dependsOn: [...change.dependsOn],
  };
}

function serializePosition(position: MovePosition): { before?: string; after?: string } {
  const { side, ref } = positionSide(position);
  return { [side]: ref.ref };
}

function serializeField(field: FieldChange): SerializedField {
  return {
    path: field.path,
    ...(field.before === undefined ? {} : { before: serializeValue(field.before) }),
    ...(field.after === undefined ? {} : { after: serializeValue(field.after) }),
  };
}

/** Secrets masked, IdRefs as their address; plain data copied. */
export function serializeValue(value: unknown): unknown {
  if (isSecret(value)) return maskSecret(value);
  if (isIdRef(value)) return value.ref;
  if (Array.isArray(value)) return value.map(serializeValue);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.map(([k, v]) => [k, serializeValue(v)]));
  }
  return value;
}

/**
 * `(sensitive, fingerprint sha256:…)` lets a reviewer see that a secret changed without
 * seeing it: the first 8 hex digits of its sha256.
 */
function maskSecret(secret: SecretValue): string {
  return secret.fingerprint
    ? `${MASK.slice(0, -1)}, fingerprint sha256:${secret.fingerprint.slice(0, 8)})`
    : MASK;
}
