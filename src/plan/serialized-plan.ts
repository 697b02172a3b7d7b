import { z } from 'zod';
import type { ResourceKind } from '../model/kinds.js';
import { RESOURCE_KINDS } from '../model/kinds.js';

/**
 * The JSON plan document (DESIGN, "JSON plan"; docs/plan-format.md): what renderers
 * read and what `plan --out` saves. Secrets are masked; IdRefs are their address.
 */
const fieldSchema = z.object({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

const changeSchema = z.object({
  address: z.string().min(1),
  kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
  action: z.enum(['create', 'update', 'move', 'delete', 'replace']),
  id: z.string().optional(),
  parent: z.string().optional(),
  position: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
  fields: z.array(fieldSchema).optional(),
  dependsOn: z.array(z.string()),
});

const diagnosticSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  message: z.string(),
  address: z.string().optional(),
  hint: z.string().optional(),
  location: z.object({ file: z.string(), line: z.number(), col: z.number() }).optional(),
});

const count = z.number().int().nonnegative();

export const serializedPlanSchema = z.looseObject({
  formatVersion: z.literal(1),
  organization: z.string(),
  summary: z.object({ create: count, update: count, move: count, delete: count }),
  changes: z.array(changeSchema),
  unmanaged: z.array(
    z.object({
      address: z.string(),
      kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
      id: z.string(),
      title: z.string(),
    }),
  ),
  diagnostics: z.array(diagnosticSchema),
  liveFingerprint: z.string(),
});

/**
 * A saved plan (`plan --out FILE`): the plan document plus what re-planning at apply
 * time needs: the config sources as written (env placeholders, never their values) and
 * the targets.
 */
export const savedPlanSchema = serializedPlanSchema.extend({
  sources: z.array(z.object({ file: z.string(), text: z.string() })),
  targets: z.array(z.string()).default([]),
});
