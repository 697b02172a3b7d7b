import { badRequest } from './api-error.js';
import { objectBody } from './body.js';
import { seededRandom } from './prng.js';

/** Body of `PUT /_emulator/faults`; `{}` turns every fault off. */
export interface FaultConfig {
  /** Probability (0..1) that a /v1 request is answered with one of `statuses`, unapplied. */
  readonly rate?: number;
  readonly statuses?: readonly number[];
  /** Extra delay of every /v1 response, in milliseconds. */
  readonly latencyMs?: number;
  /** Probability (0..1) that a /v1 request has its connection destroyed. */
  readonly resetRate?: number;
  readonly seed?: number;
  /** `Retry-After` of an injected 429 (default 0). */
  readonly retryAfterSeconds?: number;
  /** Where a reset write is cut: before or after it is applied (default: drawn, half each). */
  readonly resetAt?: 'before' | 'after';
  /** Probability (0..1) that a /v1 request is delayed a further `spikeMs` (a latency spike). */
  readonly spikeRate?: number;
  readonly spikeMs?: number;
}

/** Statuses injected when a config sets a rate but no `statuses`. */
export const DEFAULT_FAULT_STATUSES: readonly number[] = [500, 503, 429];

export type FaultDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'status'; readonly status: number }
  /** `after`: the write is applied and persisted, then the connection is reset. */
  | { readonly kind: 'reset'; readonly when: 'before' | 'after' };

/**
 * Draws the fault of each request from a seeded generator, so that a given seed and
 * request order give the same faults on every run.
 */
export class FaultInjector {
  private random: () => number = seededRandom(0);
  // Spikes draw from their own generator, so adding them leaves a seed's faults unchanged.
  private spikes: () => number = seededRandom(1);
  private current: FaultConfig = {};

  configure(config: FaultConfig): void {
    this.current = config;
    this.random = seededRandom(config.seed ?? 0);
    this.spikes = seededRandom((config.seed ?? 0) + 1);
  }

  config(): FaultConfig {
    return this.current;
  }

  latencyMs(): number {
    return this.current.latencyMs ?? 0;
  }

  /** The extra delay of one request: `spikeMs` with probability `spikeRate`, else 0. */
  spikeMs(): number {
    const rate = this.current.spikeRate ?? 0;
    if (rate <= 0) return 0;
    return this.spikes() < rate ? (this.current.spikeMs ?? 0) : 0;
  }

  decide(isWrite: boolean): FaultDecision {
    const rate = this.current.rate ?? 0;
    const resetRate = this.current.resetRate ?? 0;
    if (rate <= 0 && resetRate <= 0) return { kind: 'none' };
    const draw = this.random();
    if (draw < rate) {
      const statuses = this.current.statuses ?? DEFAULT_FAULT_STATUSES;
      const index = Math.floor(this.random() * statuses.length);
      return { kind: 'status', status: statuses[index] ?? 500 };
    }
    if (draw < rate + resetRate) {
      const resetAt = this.current.resetAt;
      const after = isWrite && (resetAt ? resetAt === 'after' : this.random() < 0.5);
      return { kind: 'reset', when: after ? 'after' : 'before' };
    }
    return { kind: 'none' };
  }
}

/** Checks a faults body; every failure is a 400 naming the field. */
export function parseFaultConfig(value: unknown): FaultConfig {
  const body = objectBody(value);
  const known = [
    'rate',
    'statuses',
    'latencyMs',
    'resetRate',
    'seed',
    'retryAfterSeconds',
    'resetAt',
    'spikeRate',
    'spikeMs',
  ];
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) throw badRequest(`Unknown field "${key}" in faults`);
  }
  const config: {
    rate?: number;
    statuses?: number[];
    latencyMs?: number;
    resetRate?: number;
    seed?: number;
    retryAfterSeconds?: number;
    resetAt?: 'before' | 'after';
    spikeRate?: number;
    spikeMs?: number;
  } = {};
  const rate = probability(body.rate, 'rate');
  if (rate !== undefined) config.rate = rate;
  const resetRate = probability(body.resetRate, 'resetRate');
  if (resetRate !== undefined) config.resetRate = resetRate;
  if ((rate ?? 0) + (resetRate ?? 0) > 1) {
    throw badRequest('Fields "rate" and "resetRate" must add up to at most 1');
  }
  const latency = wholeNumber(body.latencyMs, 'latencyMs', 600_000);
  if (latency !== undefined) config.latencyMs = latency;
  const seed = wholeNumber(body.seed, 'seed', 2 ** 32 - 1);
  if (seed !== undefined) config.seed = seed;
  const retry = wholeNumber(body.retryAfterSeconds, 'retryAfterSeconds', 86_400);
  if (retry !== undefined) config.retryAfterSeconds = retry;
  if (body.statuses !== undefined) config.statuses = statuses(body.statuses);
  if (body.resetAt !== undefined) {
    if (body.resetAt !== 'before' && body.resetAt !== 'after') {
      throw badRequest('Field "resetAt" must be "before" or "after"');
    }
    config.resetAt = body.resetAt;
  }
  const spikeRate = probability(body.spikeRate, 'spikeRate');
  if (spikeRate !== undefined) config.spikeRate = spikeRate;
  const spikeMs = wholeNumber(body.spikeMs, 'spikeMs', 600_000);
  if (spikeMs !== undefined) config.spikeMs = spikeMs;
  return config;
}

function probability(value: unknown, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw badRequest(`Field "${field}" must be a number from 0 to 1`);
  }
  return value;
}

function wholeNumber(value: unknown, field: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`Field "${field}" must be an integer from 0 to ${max}`);
  }
  return value;
}

function statuses(value: unknown): number[] {
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((s) => typeof s === 'number' && Number.isInteger(s) && s >= 400 && s <= 599);
  if (!ok) throw badRequest('Field "statuses" must be a non-empty array of statuses 400..599');
  return value as number[];
}
