import type { Address } from '../model/address.js';

export interface PlanOptions {
  /** `--target`: keep only the changes within these addresses and what they depend on. */
  readonly targets?: readonly Address[];
  /**
   * `drift`: the changes are differences to report, not calls to run, so a path swapped
   * plans no step to a temporary path (docs/apply.md, "Paths handed over").
   */
  readonly drift?: boolean;
}
