import type { ApiOptions } from './api-options.js';
import { splitEmulatorArgument } from './emulator-argument.js';
import { useColor } from './output.js';
import type { Progress, ProgressStream } from './progress.js';
import { createProgress } from './progress.js';
import type { WithApiOptions } from './with-api.js';

export interface CommandContextInputs {
  readonly options: ApiOptions;
  /** The command's positional argument (CONFIG or PLANFILE) as commander parsed it. */
  readonly positional: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { readonly isTTY?: boolean };
  readonly stderr: ProgressStream;
}

export interface CommandContext {
  readonly positional: string | undefined;
  /** What `withApi` needs. */
  readonly api: WithApiOptions;
  /** Colour for stdout. */
  readonly color: boolean;
  /** Progress on stderr. */
  readonly progress: Progress;
}

/** The plumbing every API command starts with: target, emulator, colour, progress. */
export function commandContext(inputs: CommandContextInputs): CommandContext {
  const { options, env } = inputs;
  const split = splitEmulatorArgument(options.emulator, inputs.positional);
  return {
    positional: split.positional,
    api: {
      env,
      ...(options.apiUrl === undefined ? {} : { apiUrl: options.apiUrl }),
      ...(options.parallelism === undefined ? {} : { parallelism: options.parallelism }),
      ...(split.statePath === undefined ? {} : { emulatorState: split.statePath }),
    },
    color: useColor({
      ...(options.color === undefined ? {} : { flag: options.color }),
      env,
      isTTY: inputs.stdout.isTTY === true,
    }),
    progress: createProgress(inputs.stderr),
  };
}
