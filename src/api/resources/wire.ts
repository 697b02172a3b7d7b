import { z } from 'zod';
import { ROLES } from '../../model/kinds.js';

/** Shared wire fragments (official notes 3). */
export const roleSchema = z.enum(ROLES).nullable();

/** Optional and nullable: the API omits or nulls fields it has no value for. */
export function opt<S extends z.ZodType>(schema: S) {
  return schema.nullish();
}

/** A role, null (no access) or "inherit" (official `DefaultLevel`). */
export const defaultLevelSchema = z.union([z.enum(ROLES), z.literal('inherit')]).nullable();
