import type { Address } from '../../model/address.js';
import { EXIT_INTERRUPTED } from '../exit-codes.js';
import type { CliIo, CliSignal } from '../io.js';

/** What a run is doing when a signal comes: only writes are worth waiting for. */
export type RunPhase = 'before-writes' | 'writing' | 'after-writes';

/**
 * SIGINT and SIGTERM during `apply`. While writes run, the first
 * signal aborts `signal`, which the applier takes: no new change starts and those in
 * flight finish (the command then prints the per-change summary, the changes not started
 * marked `interrupted`, and exits 130); a second one ends the run at once,
 * naming the changes in flight, which may have landed. Before or after the writes a
 * signal ends the run at once: there is nothing to wait for. Signals come through
 * `CliIo`, so tests send them in-process.
 */
export class Interrupts {
  #phase: RunPhase = 'before-writes';
  #signals = 0;
  readonly #inFlight = new Set<Address>();
  readonly #stops: (() => void)[];
  readonly #abort = new AbortController();
  readonly #exitNow: Promise<number>;
  #exit: (code: number) => void = () => undefined;
  /** The command that plans again, as the messages suggest it (command-line-hint.ts). */
  planCommand: string;

  constructor(
    private readonly io: CliIo,
    planCommand: string,
  ) {
    this.planCommand = planCommand;
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

  /** Aborted by the first signal: the applier starts no change after it. */
  get signal(): AbortSignal {
    return this.#abort.signal;
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

  dispose(): void {
    for (const stop of this.#stops) stop();
  }

  #received(signal: CliSignal): void {
    this.#signals += 1;
    this.#abort.abort();
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
      return `stopped while verifying; the changes above were applied. Run ${this.planCommand} to check the rest.`;
    }
    const flying = [...this.#inFlight];
    if (flying.length === 0) return 'exiting at once; no change was in flight.';
    return `exiting at once. These changes were in flight and may have landed: ${flying.join(', ')}. Run ${this.planCommand} to see where the organization stands.`;
  }
}
