import type { Command } from 'commander';

/** `docform emulator`: serves the API on loopback (issue 2). */
export function registerEmulator(program: Command): void {
  program
    .command('emulator')
    .description('serve a local emulator of the management API')
    .action(() => {
      throw new Error('docform emulator is not built yet');
    });
}
