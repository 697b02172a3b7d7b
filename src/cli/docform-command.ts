import { Command } from 'commander';
import type { ErrorOptions } from 'commander';

/** By command, flags of other tools it does without, and why (see `#notNeeded`). */
const NOT_NEEDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  drift: {
    'detailed-exitcode':
      '(drift needs no --detailed-exitcode: it always exits 2 when the organization drifted, 0 when in sync, 1 on an error.)',
  },
};

/**
 * docform's commander command: a usage error prints the error and one line pointing at
 * `--help`, not the whole help, and an unknown one-dash long
 * option (`-auto-approve`, `-out`, `-target`: Terraform's spellings) gets a "did you
 * mean" with the two dashes docform uses; a flag docform does without where a Terraform
 * user brings it (`drift --detailed-exitcode`) says why. Its subcommands are made of
 * the same class.
 */
export class DocformCommand extends Command {
  override createCommand(name?: string): DocformCommand {
    return new DocformCommand(name);
  }

  override error(message: string, errorOptions?: ErrorOptions): never {
    const words = ['docform', ...(this.parent ? [this.name()] : []), '--help'];
    this.showHelpAfterError(`Run "${words.join(' ')}" for usage.`);
    const suggestion =
      errorOptions?.code === 'commander.unknownOption'
        ? (this.#twoDashes(message) ?? this.#notNeeded(message))
        : undefined;
    return super.error(suggestion ? `${message}\n${suggestion}` : message, errorOptions);
  }

  /**
   * For a flag another tool's habit brings that this command does without
   * (`drift --detailed-exitcode`, Terraform's plan flag for drift): why it is not needed.
   */
  #notNeeded(message: string): string | undefined {
    const flag = /unknown option '--?([A-Za-z][\w-]+)(?:=[^']*)?'/.exec(message)?.[1];
    const notes = Object.hasOwn(NOT_NEEDED, this.name()) ? NOT_NEEDED[this.name()] : undefined;
    return flag !== undefined && notes !== undefined && Object.hasOwn(notes, flag)
      ? notes[flag]
      : undefined;
  }

  /** For `unknown option '-out=x'`: "(Did you mean --out?)" when --out is an option here. */
  #twoDashes(message: string): string | undefined {
    const flag = /unknown option '-([A-Za-z][\w-]+)(?:=[^']*)?'/.exec(message)?.[1];
    if (flag === undefined) return undefined;
    const long = `--${flag}`;
    const known = this.options.some((option) => option.long === long);
    return known ? `(Did you mean ${long}? docform's long options take two dashes.)` : undefined;
  }
}
