import * as z from 'zod';
import { field } from './field-row.js';

/**
 * A boolean that is false until set: the API leaves it out when false and gives it false
 * to a new object. Its meaning (`doc`) and how it is sent (`via`, `inCreate`) are the
 * row's own.
 */
export function flagRow<const S extends { readonly via: string; readonly inCreate?: true }>(
  doc: string,
  sent: S,
) {
  return field<boolean>()({
    doc,
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    absentIs: false,
    ...sent,
    platformDefaults: [false],
  });
}
