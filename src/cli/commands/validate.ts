import type { Command } from 'commander';

/** `docform validate [CONFIG]`: no network; exit 0 valid, 1 invalid (issue 4). */
export function registerValidate(program: Command): void {
  program
    .command('validate [config]')
    .description('check a configuration without touching the API')
    .action(() => {
      throw new Error('docform validate is not built yet');
    });
}
