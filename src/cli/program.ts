import { Command } from 'commander';
import { registerApply } from './commands/apply.js';
import { registerDrift } from './commands/drift.js';
import { registerEmulator } from './commands/emulator.js';
import { registerExport } from './commands/export.js';
import { registerPlan } from './commands/plan.js';
import { registerSchema } from './commands/schema.js';
import { registerValidate } from './commands/validate.js';
import { docformVersion } from './version.js';

/** The commander program with every command registered; main.ts runs it. */
export function buildProgram(): Command {
  const program = new Command('docform')
    .description('Declarative sync of a documentation platform organization from YAML.')
    .version(docformVersion())
    .showHelpAfterError()
    .exitOverride();
  registerValidate(program);
  registerPlan(program);
  registerApply(program);
  registerDrift(program);
  registerEmulator(program);
  registerSchema(program);
  registerExport(program);
  return program;
}
