import type * as z from 'zod';
import { DocformError } from '../model/errors.js';
import type { JsonValue } from '../model/json-value.js';
import type {
  Change,
  FailedPlanDocument,
  FieldChange,
  MovePosition,
  Plan,
  SerializedChange,
  SerializedField,
  SerializedPlan,
} from '../model/plan.js';
import { positionSide } from '../model/plan.js';
import { isContentValue } from '../model/content.js';
import { isSecret, MASK } from '../model/secret.js';
import type { MaybeSecret, SecretValue } from '../model/secret.js';
import type { SiteMapNode, SiteMaps } from '../model/site-map.js';
import { isIdRef } from '../model/id-ref.js';
import { lazyFingerprint } from './fingerprint.js';
import { failedPlanSchema, savedPlanSchema, serializedPlanSchema } from './serialized-plan.js';

export type { SerializedChange, SerializedField, SerializedPlan } from '../model/plan.js';

/** A saved plan document (`plan --out FILE`), as `parseSavedPlan` returns it. */
export interface SavedPlanDocument extends SerializedPlan {
  /**
   * The config files as written: `${env:NAME}` placeholders, never their values; a file
   * holding a secret written inline (a SAML certificate) by the sha256 of its text only.
   */
  readonly sources: readonly (
    | { readonly file: string; readonly text: string }
    | { readonly file: string; readonly withheld: { readonly sha256: string } }
  )[];
  readonly targets: readonly string[];
  /**
   * The API it was planned against (its base URL, or `--emulator [STATE]`): `apply`
   * refuses to write anywhere else. Absent from plans saved before it, which apply refuses.
   */
  readonly api?: string;
  /** The environment it was planned for, when the config declares some. */
  readonly environment?: string;
  /**
   * The files the config named (`${file:PATH}`, `source: {file}`), by their path from
   * the directory plan ran in, with the SHA-256 of their text: a stale plan says which
   * of them changed.
   */
  readonly files?: readonly { readonly path: string; readonly sha256: string }[];
  /** `--emulator` (with its state file) when it was planned against the emulator. */
  readonly emulator?: string;
}

/**
 * The JSON document of a plan (docs/plan-format.md): `formatVersion: 1`, every secret
 * masked, every IdRef written as its address, keys in a fixed order. `extra` adds the
 * top-level fields a saved plan needs (config sources, targets); they cannot replace
 * the plan's own.
 */
export function serializePlan<E extends object = object>(
  plan: Plan,
  extra?: E,
): SerializedPlan & Omit<E, keyof SerializedPlan> {
  type Doc = SerializedPlan & Omit<E, keyof SerializedPlan>;
  const doc = lazyFingerprint<SerializedPlan>(
    {
      ...(extra ?? {}),
      formatVersion: 1,
      organization: plan.organization,
      summary: { ...plan.summary },
      ...(plan.attention === undefined ? {} : { attention: plan.attention.map((a) => ({ ...a })) }),
      changes: plan.changes.map(serializeChange),
      unmanaged: plan.unmanaged.map((u) => ({ ...u })),
      diagnostics: plan.diagnostics.map(
        (d) => JSON.parse(JSON.stringify(d)) as SerializedPlan['diagnostics'][number],
      ),
    },
    () => plan.liveFingerprint,
  );
  const withMaps =
    plan.siteMaps === undefined
      ? doc
      : Object.assign(doc, { siteMaps: serializeSiteMaps(plan.siteMaps) });
  // `extra`'s fields are spread first: those the plan does not replace are there as given
  return withMaps as Doc;
}

/** Reads a plan document (an object or JSON text), checking its shape; throws DocformError. */
export function parseSerializedPlan(input: unknown): SerializedPlan {
  return parseWith(serializedPlanSchema, input, 'a docform plan') as SerializedPlan;
}

/** Reads the document of a failed plan (`errored: true`); throws DocformError. */
export function parseFailedPlan(input: unknown): FailedPlanDocument {
  return parseWith(failedPlanSchema, input, 'a failed docform plan') as FailedPlanDocument;
}

/**
 * Reads a saved plan (`plan --out FILE`): a plan document that also holds the config
 * sources and targets to plan again from; throws DocformError.
 */
export function parseSavedPlan(input: unknown): SavedPlanDocument {
  return parseWith(savedPlanSchema, input, 'a docform saved plan') as SavedPlanDocument;
}

function parseWith(schema: z.ZodType, input: unknown, what: string): unknown {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch (error) {
      throw new DocformError(`the plan is not JSON: ${(error as Error).message}`);
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new DocformError(`not ${what} (formatVersion 1): ${first.join('; ')}`);
  }
  return parsed.data;
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
    ...(change.action === 'delete' && change.children !== undefined
      ? { children: change.children.map((c) => ({ ...c })) }
      : {}),
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

/**
 * Secrets masked, IdRefs as their address, contents as their summary; plain data copied.
 * JSON, as `JSON.stringify` writes it: an undefined item of a list is null, an
 * undefined key is left out.
 */
export function serializeValue(value: unknown): JsonValue | undefined {
  if (isSecret(value)) return maskSecret(value);
  if (isContentValue(value)) {
    return isSecret(value.text) ? maskSecret(value.text) : { ...value.summary() };
  }
  if (isIdRef(value)) return value.ref;
  if (Array.isArray(value)) return value.map((v) => serializeValue(v) ?? null);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).flatMap(([k, v]) => {
      const shown = serializeValue(v);
      return shown === undefined ? [] : [[k, shown] as const];
    });
    return Object.fromEntries(entries);
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return undefined;
}

/** Site maps as they are, but for a title from the environment, masked like any secret. */
function serializeSiteMaps(maps: SiteMaps): SiteMaps<string> {
  const node = (n: SiteMapNode): SiteMapNode<string> => ({
    kind: n.kind,
    address: n.address,
    title: titleText(n.title),
    status: n.status,
    children: n.children.map(node),
  });
  return Object.fromEntries(
    Object.entries(maps).map(([site, map]) => [
      site,
      { title: titleText(map.title), nodes: map.nodes.map(node) },
    ]),
  );
}

function titleText(title: MaybeSecret): string {
  return isSecret(title) ? maskSecret(title) : title;
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
