import * as z from 'zod';
import type { AttentionItem, RoleHolder } from '../model/attention-item.js';
import type { ResourceKind } from '../model/kinds.js';
import { RESOURCE_KINDS } from '../model/kinds.js';

/**
 * The `attention` list of a plan document (src/model/attention-item.ts), as a saved plan
 * or `show` reads it back: each item by its `reason`, with the fields the renderers word
 * it from. Typed against the model, so an item the schema does not describe does not
 * compile.
 */
const holder: z.ZodType<RoleHolder> = z.union([
  z.object({ type: z.literal('member'), email: z.string(), invited: z.literal(true).optional() }),
  z.object({ type: z.literal('team'), key: z.string(), liveTitle: z.string().optional() }),
  z.object({ type: z.literal('every-member') }),
  z.object({ type: z.literal('new-members') }),
  z.object({ type: z.literal('sso-members'), provider: z.string() }),
]);

const base = { address: z.string().min(1), message: z.string() };
const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const item = <C extends string, R extends string, S extends z.ZodRawShape>(
  category: C,
  reason: R,
  shape: S,
) => z.object({ category: z.literal(category), reason: z.literal(reason), ...base, ...shape });

export const attentionSchema: z.ZodType<AttentionItem> = z.discriminatedUnion('reason', [
  item('privilege', 'role', {
    holder,
    on: z.string().optional(),
    before: z.string().optional(),
    after: z.string().optional(),
  }),
  item('access', 'setting', {
    field: z.string(),
    before: value.optional(),
    after: value.optional(),
  }),
  item('access', 'share-link', { name: z.string(), switchedOn: z.literal(true).optional() }),
  item('access', 'email-domain', { domain: z.string() }),
  item('access', 'outside-domains', {
    email: z.string(),
    domains: z.array(z.string()),
    role: z.string(),
    on: z.string().optional(),
  }),
  item('access', 'invite', { email: z.string(), role: z.string() }),
  item('trust', 'host', {
    field: z.string(),
    before: z.string().optional(),
    after: z.string().optional(),
    beforeHost: z.string().optional(),
    afterHost: z.string().optional(),
  }),
  item('trust', 'inline-secret', { field: z.string() }),
  item('gate', 'policy', {
    path: z.string(),
    value: z.unknown().optional(),
    default: z.unknown().optional(),
  }),
  item('delete', 'object', {
    action: z.enum(['delete', 'replace']),
    kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
    id: z.string(),
    title: z.string().optional(),
    children: z.number().int().nonnegative(),
  }),
  item('delete', 'grant-removed', { holder, on: z.string(), role: z.string() }),
  item('delete', 'share-link-removed', { on: z.string(), name: z.string() }),
]);
