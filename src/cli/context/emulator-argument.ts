import { existsSync, readFileSync, statSync } from 'node:fs';

export const DEFAULT_EMULATOR_STATE = '.docform/emulator.json';

export interface EmulatorArgument {
  /** The emulator's state file, when `--emulator` was given. */
  readonly statePath?: string;
  /** The command's positional argument (CONFIG or PLANFILE), possibly taken back from `--emulator`. */
  readonly positional?: string;
}

/**
 * `--emulator [STATE_FILE]` takes an optional value, so commander gives it the next word:
 * in `docform apply --emulator docform.yaml` that word is the CONFIG, not a state file
 * (the README's quick start writes it so). A value is a state file only when it names a
 * `.json` file that is not a saved plan; anything else goes back to the positional slot.
 * `open` maps a path as written to the one to open (relative to the command's directory).
 */
export function splitEmulatorArgument(
  emulator: boolean | string | undefined,
  positional: string | undefined,
  open: (path: string) => string = (path) => path,
): EmulatorArgument {
  if (emulator === undefined || emulator === false) return { positional };
  if (emulator === true) return { statePath: DEFAULT_EMULATOR_STATE, positional };
  if (positional === undefined && !looksLikeStateFile(emulator, open(emulator))) {
    return { statePath: DEFAULT_EMULATOR_STATE, positional: emulator };
  }
  return { statePath: emulator, positional };
}

/** `named` as the user wrote it, `path` where to open it. */
function looksLikeStateFile(named: string, path: string): boolean {
  if (!named.endsWith('.json')) return false;
  if (!existsSync(path)) return true;
  if (statSync(path).isDirectory()) return false;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { format?: unknown };
    return parsed.format === 'docform-emulator-world';
  } catch {
    return false;
  }
}
