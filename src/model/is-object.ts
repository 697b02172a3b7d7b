/**
 * An object value: not null, not an array (a YAML mapping, a JSON object, a class
 * instance such as a secret). The layers share this one; the emulator, which imports
 * nothing of the tool, and the Markdown converter, a leaf beside the model, keep their own.
 */
export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
