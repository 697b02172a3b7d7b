const BASE_MS = 100;
const CAP_MS = 8_000;

/**
 * Delay before retry number `attempt` (1 = the first retry): exponential with "equal
 * jitter" (half fixed, half random) so that parallel requests that failed together do
 * not come back together. A server hint (`Retry-After`, rate-limit reset) is a floor,
 * with a little jitter on top for the same reason.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  serverDelayMs: number | undefined,
): number {
  const exp = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = exp / 2 + random() * (exp / 2);
  if (serverDelayMs === undefined) return Math.round(jittered);
  return Math.round(Math.max(serverDelayMs + random() * BASE_MS, jittered));
}
