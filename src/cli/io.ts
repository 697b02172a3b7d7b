import { isAbsolute, join } from 'node:path';

/** Where a command writes: the process's stdout or stderr, or a test's capture. */
export interface OutputStream {
  write(text: string): unknown;
  /** Whether the stream is a terminal: colour, and the live progress line, need one. */
  readonly isTTY?: boolean;
  /** The terminal's width, when it is one. */
  readonly columns?: number;
}

/** Where the apply prompt reads its answer. */
export interface InputStream extends NodeJS.ReadableStream {
  readonly isTTY?: boolean;
}

export type CliSignal = 'SIGINT' | 'SIGTERM';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Everything a docform command takes from the world it runs in. `main.ts` passes the
 * process's own; the tests pass captured streams, an environment and a scratch
 * directory, and run commands in-process. No command reads `process`.
 */
export interface CliIo {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly stdin: InputStream;
  readonly env: Env;
  /**
   * The directory relative paths are taken from, when it is not the process's own
   * (the tests run commands in scratch directories). `main.ts` leaves it out, so paths
   * reach the file system, and messages, as the user wrote them.
   */
  readonly cwd?: string;
  /**
   * The path of the running program (process.argv[1]): the commands docform suggests
   * name it as the user can run it (command-line-hint.ts). In-process runs leave it out.
   */
  readonly bin?: string;
  /**
   * The directory the user ran docform in (process.cwd()), which `main.ts` gives beside
   * `bin` and leaves `cwd` out: a suggested command names a local install's program by
   * its path from there (`./node_modules/.bin/docform`).
   */
  readonly shellDir?: string;
  /** Calls `handler` on each `signal` until the returned function is called. */
  onSignal(signal: CliSignal, handler: () => void): () => void;
  /**
   * Ends the process at once with `code` (a second interrupt: writes may still be in
   * flight, and must not be waited for). In-process runs leave it out: runCli then
   * returns the code without waiting either.
   */
  readonly exit?: (code: number) => void;
}

/**
 * The width of a terminal, or `fallback` when the stream is none or reports no width:
 * undefined, or 0 as some terminals and pseudo-terminals do.
 */
export function terminalWidth(
  stream: { readonly isTTY?: boolean; readonly columns?: number },
  fallback: number,
): number {
  const { columns } = stream;
  return stream.isTTY === true && columns !== undefined && columns > 0 ? columns : fallback;
}

/** A path as the command must open it: relative paths are taken from `io.cwd`. */
export function localPath(io: { readonly cwd?: string | undefined }, path: string): string {
  return io.cwd === undefined || isAbsolute(path) ? path : join(io.cwd, path);
}
