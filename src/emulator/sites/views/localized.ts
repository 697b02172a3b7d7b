/** A localized map as a response field, left out when there is no override. */
export function localized(
  field: string,
  map: Record<string, string> | undefined,
): Record<string, Record<string, string>> {
  return map && Object.keys(map).length > 0 ? { [field]: map } : {};
}
