import * as z from 'zod';

/**
 * Fields the API cannot set to null, with what to write instead: the message that
 * refuses `null` there says how to get what the user meant. Kept in
 * a zod registry of its own (public API), so it stays out of the JSON Schema.
 */
export const removal = z.registry<{ readonly instead: string }>();

/** Marks a field as one that cannot be removed once set, and says what to do instead. */
export function notRemovable<T extends z.ZodType>(schema: T, instead: string): T {
  removal.add(schema, { instead });
  return schema;
}
