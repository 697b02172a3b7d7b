import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { SEND_REQUESTS } from '../../src/cli/wasm-baseline.js';

/**
 * main.ts sets V8's WebAssembly flag, and loads Node's modules first, for the commands
 * that send requests, named by a list of its own (it runs before the commands are
 * loaded): those are the commands with the API's options.
 */
describe('the commands that send requests', () => {
  it('are those with the API options', async () => {
    const io = {
      stdout: { write: () => true },
      stderr: { write: () => true },
      stdin: Object.assign(Readable.from([]), { isTTY: false }),
      env: {},
      onSignal: () => () => undefined,
    };
    const program = await buildProgram(io, () => undefined);
    const withApi = program.commands
      .filter((c) => c.options.some((o) => o.long === '--api-url'))
      .map((c) => c.name())
      .sort();
    expect(withApi).toEqual([...SEND_REQUESTS].sort());
  });
});
