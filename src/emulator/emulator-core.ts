import { FaultInjector } from './faults.js';
import { Journal } from './journal.js';
import type { RateLimiter } from './rate-limit.js';
import { RouteMatcher } from './route-matcher.js';
import type { StateStore } from './state-store.js';
import type { World } from './world.js';

/**
 * Everything one running emulator holds between requests: the world and its change
 * counter, the journal, the fault injector, the optional rate limiter and state file.
 */
export class EmulatorCore {
  readonly journal = new Journal();
  readonly faults = new FaultInjector();
  /** Number of successful changes since start; the state store writes up to it. */
  version = 0;
  origin = '';

  constructor(
    public world: World,
    readonly router: RouteMatcher,
    readonly options: {
      readonly latencyMs: number;
      readonly now: () => Date;
      readonly limiter?: RateLimiter;
      readonly store?: StateStore;
    },
  ) {}

  /** Installs a new world (a successful write, or `PUT /_emulator/state`) and persists it. */
  async commit(world: World): Promise<void> {
    this.world = world;
    this.version += 1;
    const store = this.options.store;
    if (store)
      await store.persist(this.version, () => ({ world: this.world, version: this.version }));
  }

  /** A new id; ids come from the world's counter so a given history gives the same ids. */
  newId(world: World, prefix: string): string {
    world.nextId += 1;
    return `${prefix}_${String(world.nextId - 1).padStart(4, '0')}`;
  }
}
