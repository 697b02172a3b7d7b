/**
 * The whole command of a sync benchmark run: `docform plan` or `docform
 * apply --auto-approve --allow-delete --force`, the built CLI in its own process, timed
 * from its start to its exit (start-up, config load, reads, planning, writes, verify
 * and output included), against the network bound of the requests it made.
 */
import { fileURLToPath } from 'node:url';
import type { ProcessRun } from './process-run.js';
import { runNode } from './process-run.js';

/** The package's `bin`: the bundle `npm run build` makes (scripts/bundle.mjs). */
const CLI = fileURLToPath(new URL('../bin/docform.js', import.meta.url));

export interface WholeRun {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly maxRssMb: number;
  readonly requests: number;
  readonly boundMs: number;
  readonly ratio: number;
  /** The emulator's event loop busy time during the run. */
  readonly emulatorBusyMs: number;
}

export interface WholeCommand {
  readonly mode: 'plan' | 'apply';
  readonly configPath: string;
  readonly url: string;
  readonly parallelism: number;
  readonly timeoutMs: number;
}

/** The command line a user would type, for the report. */
export function wholeCommandLine(mode: 'plan' | 'apply', parallelism: number): string {
  const gates = mode === 'apply' ? ' --auto-approve --allow-delete --force' : '';
  return `docform ${mode} CONFIG${gates} --api-url URL --parallelism ${parallelism}`;
}

export async function runWholeCommand(command: WholeCommand): Promise<ProcessRun> {
  const args = [
    CLI,
    command.mode,
    command.configPath,
    ...(command.mode === 'apply' ? ['--auto-approve', '--allow-delete', '--force'] : []),
    '--api-url',
    command.url,
    '--parallelism',
    String(command.parallelism),
  ];
  const env: NodeJS.ProcessEnv = { ...process.env, DOCFORM_TOKEN: 'dev-token', NO_COLOR: '1' };
  delete env.DOCFORM_API_URL;
  const run = await runNode(args, { env, rusage: true, timeoutMs: command.timeoutMs });
  if (run.status !== 0) {
    throw new Error(`docform ${command.mode} exited ${run.status}: ${run.stderrTail}`);
  }
  return run;
}
