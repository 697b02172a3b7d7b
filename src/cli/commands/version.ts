import type { Command } from 'commander';
import { EXIT_OK } from '../exit-codes.js';
import { withHelp } from '../help-text.js';
import type { CliIo } from '../io.js';
import { docformVersion } from '../../api/docform-version.js';
import type { ExitWith } from './exit-with.js';

/** `docform version`: what `--version` prints, as the command Terraform users type. */
export function registerVersion(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program.command('version').description('print the version of docform');
  withHelp(command, 'offline', [[0, 'printed']]).action(() => {
    io.stdout.write(`${docformVersion()}\n`);
    exitWith(EXIT_OK);
  });
}
