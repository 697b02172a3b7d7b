import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { localPath } from '../io.js';
import type { SavedPlan } from './saved-plan.js';
import { savedConfig } from './saved-plan.js';

/** The CONFIG of a saved plan as the commands apply suggests name it, and where they run. */
export interface SavedConfigHere {
  /** The config by a path that reaches it from the command's directory, if one was found. */
  readonly config: string | undefined;
  /**
   * ` from the directory the plan was made in (...)` after `run ... again` when no such
   * path was found, so that the command suggested is not run where its path leads
   * nowhere; empty otherwise.
   */
  readonly from: string;
}

/**
 * A saved plan names its config from the directory it was planned in (`docform.yaml`),
 * which is where it is applied from, or the same place in another checkout. Applied from
 * another directory (`cd elsewhere && docform apply ../r2/plan.json`), that path is not
 * the config: then the directory that holds the plan file is tried, where `plan --out
 * plan.json` leaves it (`../r2/docform.yaml`); failing that, the command is to be run
 * from the directory the plan was made in, which the plan does not record.
 */
export function savedConfigHere(
  saved: SavedPlan,
  planFile: string,
  cwd: string | undefined,
): SavedConfigHere {
  const config = savedConfig(saved);
  if (config === undefined || isAbsolute(config) || existsSync(localPath({ cwd }, config))) {
    return { config, from: '' };
  }
  const beside = join(dirname(planFile), config);
  if (beside !== config && existsSync(localPath({ cwd }, beside))) {
    return { config: beside, from: '' };
  }
  return {
    config,
    from: ` from the directory the plan was made in (the plan names ${config} from there)`,
  };
}
