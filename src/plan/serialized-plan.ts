import * as z from 'zod';
import type { ResourceKind, StructureKind } from '../model/kinds.js';
import { RESOURCE_KINDS, STRUCTURE_KINDS } from '../model/kinds.js';
import { UNMANAGED_PARTS } from '../model/unmanaged-object.js';
import type { SiteMapNode, SiteMapStatus } from '../model/site-map.js';
import { SITE_MAP_STATUSES } from '../model/site-map.js';
import { attentionSchema } from './attention-schema.js';

/**
 * The JSON plan document (docs/plan-format.md): what renderers
 * read and what `plan --out` saves. Secrets are masked; IdRefs are their address.
 */
const fieldSchema = z.object({
  path: z.string(),
  before: z.json().optional(),
  after: z.json().optional(),
});

const changeSchema = z.object({
  address: z.string().min(1),
  kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
  action: z.enum(['create', 'update', 'move', 'delete', 'replace', 'invite']),
  id: z.string().optional(),
  parent: z.string().optional(),
  position: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
  fields: z.array(fieldSchema).optional(),
  dependsOn: z.array(z.string()),
  // a delete's children (a site's sections, groups, site spaces): optional, so plans
  // saved before it still parse
  children: z
    .array(
      z.object({
        address: z.string().min(1),
        kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
        id: z.string(),
        title: z.string(),
      }),
    )
    .optional(),
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

/** A site map's node (src/model/site-map.ts): children nest to any depth. */
const siteMapNodeSchema: z.ZodType<SiteMapNode<string>> = z.lazy(() =>
  z.object({
    kind: z.enum(STRUCTURE_KINDS as [StructureKind, ...StructureKind[]]),
    address: z.string().min(1),
    title: z.string(),
    status: z.enum(SITE_MAP_STATUSES as [SiteMapStatus, ...SiteMapStatus[]]),
    children: z.array(siteMapNodeSchema),
  }),
);

const siteMapSchema = z.object({ title: z.string(), nodes: z.array(siteMapNodeSchema) });

export const serializedPlanSchema = z.looseObject({
  formatVersion: z.literal(1),
  organization: z.string(),
  summary: z.object({
    create: count,
    update: count,
    move: count,
    delete: count,
    invite: count.optional(),
  }),
  // added in formatVersion 1 without a bump: a plan saved before it still parses
  attention: z.array(attentionSchema).optional(),
  changes: z.array(changeSchema),
  unmanaged: z.array(
    z.object({
      address: z.string(),
      kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
      id: z.string(),
      title: z.string(),
      // added in formatVersion 1 without a bump, all optional: a space prune keeps for
      // undeclared sites; what an entry is part of, and what it grants or its state
      publishedBy: z.array(z.string()).optional(),
      part: z.enum(UNMANAGED_PARTS).optional(),
      on: z.string().optional(),
      role: z.string().nullable().optional(),
      admin: z.literal(true).optional(),
      active: z.boolean().optional(),
      destination: z.string().optional(),
      access: z.string().optional(),
    }),
  ),
  diagnostics: z.array(diagnosticSchema),
  liveFingerprint: z.string(),
  // added in formatVersion 1 without a bump: optional, so plans saved before it still parse
  siteMaps: z.record(z.string(), siteMapSchema).optional(),
});

/** A failed plan's document (`plan --format json` of a plan with an error): its problems. */
export const failedPlanSchema = z.object({
  formatVersion: z.literal(1),
  errored: z.literal(true),
  organization: z.string().optional(),
  environment: z.string().optional(),
  targets: z.array(z.string()).optional(),
  diagnostics: z.array(diagnosticSchema),
});

/**
 * A saved plan (`plan --out FILE`): the plan document plus what re-planning at apply
 * time needs: the config sources as written (env placeholders, never their values; a
 * file holding a secret written inline by its sha256 only) and the targets.
 */
export const savedPlanSchema = serializedPlanSchema.extend({
  // a file holding a secret written inline is kept by its fingerprint only
  sources: z.array(
    z.union([
      z.object({ file: z.string(), text: z.string() }),
      z.object({ file: z.string(), withheld: z.object({ sha256: z.string() }) }),
    ]),
  ),
  targets: z.array(z.string()).default([]),
  /** The API it was planned against: its base URL, or `--emulator [STATE]`. */
  api: z.string().optional(),
  /** The environment of a config that declares some. */
  environment: z.string().optional(),
  /** The files the config named, by path from where plan ran, and the SHA-256 of what was read. */
  files: z.array(z.object({ path: z.string(), sha256: z.string() })).optional(),
  /** `--emulator` as the plan command was given it, when planned against the emulator. */
  emulator: z.string().optional(),
});
