import { noRunnerCommands } from '../model/runner-commands.js';
import { scrubSecrets } from '../model/secret-registry.js';
import type { OutputStream } from './io.js';

/**
 * The last word on what leaves the process: every byte docform prints (run-cli.ts wraps
 * stdout and stderr) and every report and saved plan it writes to a file goes through
 * here. A secret docform knows of (from the environment, or read from the API:
 * src/model/secret-registry.ts) is masked, and no line can drive a CI runner
 * (src/model/runner-commands.ts). The renderers already escape what they show; this
 * also catches the text nobody rendered: an error's message, a hint, a progress line.
 */
export function safeOutput(text: string): string {
  return noRunnerCommands(scrubSecrets(text));
}

/** Nothing of the line so far but whitespace, with at most one `:` after it. */
// eslint-disable-next-line no-control-regex
const LINE_START = /^[\s\u0085\u001c-\u001f]*:?$/;

/**
 * `stream` with every write made safe. A pattern may be split between two writes (`#`,
 * then `#[`; a line's `:`, then `:`), so each write is made safe after what the previous
 * one ended with: the text since its last line break while that may still start a
 * command, else its last two characters after a stand-in for the rest of the line. An
 * escape only ever goes before the last character of a pattern, which is in the new
 * write, so what was written already is never changed.
 */
export function safeOutputStream(stream: OutputStream): OutputStream {
  let carry = '';
  return {
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
    write(text: string): unknown {
      const out = noRunnerCommands(carry + scrubSecrets(text)).slice(carry.length);
      const all = carry + out;
      const line = all.slice(Math.max(all.lastIndexOf('\n'), all.lastIndexOf('\r')) + 1);
      carry = LINE_START.test(line) ? line : `x${line.slice(-2)}`;
      return stream.write(out);
    },
  };
}
