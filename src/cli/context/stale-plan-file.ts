import { readFileSync, statSync, unlinkSync } from 'node:fs';
import type { ConfigSource } from '../../config/load.js';
import type { OutputFile } from './config-overwrite.js';
import { configWriteProblem } from './config-overwrite.js';
import type { ConfigArgument } from './load-desired.js';

/**
 * What a failed `plan --out FILE` says of FILE. A plan saved there before is removed:
 * left in place, `docform apply FILE` would apply the earlier plan as if this one had
 * been saved (the failed plan says what is wrong, not what FILE still holds). Only a
 * docform plan document is removed, never a file of the config (config-overwrite.ts) or
 * any other file, which is said to be left as it was. Undefined for a file of the
 * config, which is not touched and not spoken of.
 */
export function noPlanSaved(
  output: OutputFile,
  from: ConfigArgument,
  sources: readonly ConfigSource[] = [],
): string | undefined {
  const none = `No plan was saved to ${output.path}`;
  // a file of the config: plan --out never writes there (its refusal says so), and
  // never removes it either
  if (configWriteProblem(output, from, sources) !== undefined) return undefined;
  const held = holds(output.opened);
  if (held === 'nothing') return `${none}.`;
  if (held === 'other')
    return `${none}; the file already there is not a docform plan and was left as it was.`;
  unlinkSync(output.opened);
  return `${none}: ${output.path} held an earlier plan; it was removed, so that docform apply ${output.path} cannot apply it by mistake.`;
}

/**
 * What is at `path`: nothing, a docform plan document (a JSON object with a
 * `formatVersion`, as saved-plan.ts tells a saved plan from a config), or another file.
 */
function holds(path: string): 'nothing' | 'plan' | 'other' {
  let text: string;
  try {
    if (!statSync(path).isFile()) return 'other';
    text = readFileSync(path, 'utf8');
  } catch {
    return 'nothing';
  }
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && 'formatVersion' in value
      ? 'plan'
      : 'other';
  } catch {
    return 'other';
  }
}
