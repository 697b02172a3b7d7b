import type { EnvironmentSource } from '../../config/environments.js';
import type { AttentionMode } from '../../model/attention-item.js';
import type { DesiredState } from '../../model/desired.js';
import type { EnvironmentPart } from '../../report/environments.js';
import type { CliIo } from '../io.js';
import type { CommandContext } from './command-context.js';
import type { OutputFile } from './config-overwrite.js';
import { refuseWritingConfig } from './config-overwrite.js';
import { loadEnvironments } from './load-desired.js';
import { planWithProgress } from './plan-live.js';
import { planDocument } from './target-option.js';

/** The environment a plan document was made for, when the config declares some. */
export function environmentField(desired: DesiredState): { environment?: string } {
  return desired.environment === undefined ? {} : { environment: desired.environment };
}

/**
 * Every environment of the command's config planned against its own organization, one
 * after the other, for `plan --env all` and `drift --env all`. The file the
 * command writes is checked against the config's files before any request. `mode`: what
 * each plan's attention list is read against.
 */
export async function planEachEnvironment(
  io: CliIo,
  context: CommandContext,
  targets: readonly string[],
  environmentFrom: EnvironmentSource,
  output?: OutputFile,
  mode: AttentionMode = 'plan',
): Promise<EnvironmentPart[]> {
  const from = { path: context.positional, cwd: io.cwd };
  const { environments, sources } = await loadEnvironments(from, io.env, environmentFrom);
  refuseWritingConfig(output, from, sources);
  const parts: EnvironmentPart[] = [];
  for (const { name, desired } of environments) {
    const plan = await planWithProgress(context, desired, targets, mode);
    parts.push({ environment: name, doc: planDocument(plan, targets, { environment: name }) });
  }
  return parts;
}
