import type { Handlers, KindHandler } from '../../apply/handler.js';
import type { Address } from '../../model/address.js';
import type { ResourceKind } from '../../model/kinds.js';
import { RESOURCE_KINDS } from '../../model/kinds.js';
import { EXIT_INTERRUPTED } from '../exit-codes.js';
import type { CliIo, CliSignal } from '../io.js';

/** What a run is doing when a signal comes: only writes are worth waiting for. */
export type RunPhase = 'before-writes' | 'writing' | 'after-writes';

/** The message of a change refused because an interrupt came before it started. */
export const NOT_STARTED_AFTER_INTERRUPT = 'not started: interrupted';

/**
 * SIGINT and SIGTERM during `apply`. While writes run, the first
 * signal stops new changes from starting and lets those in flight finish (the command
 * then prints the per-change summary and exits 130); a second one ends the run at once,
 * naming the changes in flight, which may have landed. Before or after the writes a
 * signal ends the run at once: there is nothing to wait for. Signals come through
 * `CliIo`, so tests send them in-process.
 */
export class Interrupts {
  #phase: RunPhase = 'before-writes';
  #signals = 0;
  readonly #inFlight = new Set<Address>();
  readonly #stops: (() => void)[];
  readonly #exitNow: Promise<number>;
  #exit: (code: number) => void = () => undefined;

  constructor(private readonly io: CliIo) {
    this.#exitNow = new Promise((resolve) => (this.#exit = resolve));
    const on = (signal: CliSignal) => () => this.#received(signal);
    this.#stops = [io.onSignal('SIGINT', on('SIGINT')), io.onSignal('SIGTERM', on('SIGTERM'))];
  }

  /** Resolves with 130 when the run must end now, without waiting for what runs. */
  get exitNow(): Promise<number> {
    return this.#exitNow;
  }

  /** True once a signal came during the writes. */
  get stopping(): boolean {
    return this.#signals > 0;
  }

  set phase(phase: RunPhase) {
    this.#phase = phase;
  }

  /** The applier's events tell which changes are in flight. */
  started(address: Address): void {
    this.#inFlight.add(address);
  }

  finished(address: Address): void {
    this.#inFlight.delete(address);
  }

  /**
   * The handlers, refusing to start a change once an interrupt came (the applier's
   * scheduler stops at the first refusal); a change already started keeps every call it
   * needs (a create and its move, a replace's delete and create).
   */
  guard(handlers: Handlers): Handlers {
    const begun = new Set<Address>();
    const check = (address: Address): void => {
      if (begun.has(address)) return;
      if (this.stopping) throw new Error(NOT_STARTED_AFTER_INTERRUPT);
      begun.add(address);
    };
    const guarded = RESOURCE_KINDS.map((kind) => [
      kind,
      guardKind(handlers[kind] as KindHandler<ResourceKind>, check),
    ]);
    return Object.fromEntries(guarded) as unknown as Handlers;
  }

  dispose(): void {
    for (const stop of this.#stops) stop();
  }

  #received(signal: CliSignal): void {
    this.#signals += 1;
    if (this.#phase === 'writing' && this.#signals === 1) {
      this.io.stderr.write(
        `\n${signal}: starting no more changes; waiting for the ${this.#inFlight.size} in flight. Send it again to exit at once.\n`,
      );
      return;
    }
    this.io.stderr.write(`\n${signal}: ${this.#exitMessage()}\n`);
    this.#exit(EXIT_INTERRUPTED);
    this.io.exit?.(EXIT_INTERRUPTED);
  }

  #exitMessage(): string {
    if (this.#phase === 'before-writes') return 'stopped before any write; nothing was applied.';
    if (this.#phase === 'after-writes') {
      return 'stopped while verifying; the changes above were applied. Run docform plan to check the rest.';
    }
    const flying = [...this.#inFlight];
    if (flying.length === 0) return 'exiting at once; no change was in flight.';
    return `exiting at once. These changes were in flight and may have landed: ${flying.join(', ')}. Run docform plan to see where the organization stands.`;
  }
}

function guardKind<K extends ResourceKind>(
  handler: KindHandler<K>,
  check: (address: Address) => void,
): KindHandler<K> {
  const { create, update, move, delete: remove } = handler;
  const guarded: { -readonly [A in keyof KindHandler<K>]: KindHandler<K>[A] } = {};
  if (create) {
    guarded.create = async (change, ctx) => {
      check(change.address);
      return create(change, ctx);
    };
  }
  if (update) {
    guarded.update = async (change, ctx) => {
      check(change.address);
      return update(change, ctx);
    };
  }
  if (move) {
    guarded.move = async (change, ctx) => {
      check(change.address);
      return move(change, ctx);
    };
  }
  if (remove) {
    guarded.delete = async (change, ctx) => {
      check(change.address);
      return remove(change, ctx);
    };
  }
  return guarded;
}
