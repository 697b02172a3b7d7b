import * as z from 'zod';

/**
 * Shared wire fragments of the official response schemas. Enumerations are read as open
 * strings: the day the API adds a role, a site type or a visibility, reads keep working and the
 * planner names the value it does not know (src/plan/unknown-values.ts).
 */
export const roleSchema = z.string().nullable();

/** Optional and nullable: the API omits or nulls fields it has no value for. */
export function opt<S extends z.ZodType>(schema: S) {
  return schema.nullish();
}
