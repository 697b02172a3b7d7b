import type { Address } from '../model/address.js';
import type { AttentionMode } from '../model/attention-item.js';

export interface PlanOptions {
  /** `--target`: keep only the changes within these addresses and what they depend on. */
  readonly targets?: readonly Address[];
  /**
   * What the plan is read as: `plan` (the default), calls to run, whose `attention` lists
   * what applying the YAML raises or widens; `drift`, differences to report, whose
   * `attention` lists what the live organization holds beyond the YAML, and where a path
   * swapped plans no step to a temporary path (docs/apply.md, "Paths handed over").
   */
  readonly mode?: AttentionMode;
}
