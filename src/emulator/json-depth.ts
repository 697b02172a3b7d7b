/**
 * Deepest nesting of arrays and objects accepted in a request body or a world file. No
 * real body comes near it (an agent-instructions document of 64 node levels is about
 * 130); far deeper values parse, but then overflow the stack of the recursive code that
 * checks, copies or serializes them, which answered 500 and could leave a world that no
 * longer serializes.
 */
export const MAX_JSON_DEPTH = 256;

/** Whether a parsed JSON value nests deeper than `limit`, found without recursion. */
export function nestedDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
