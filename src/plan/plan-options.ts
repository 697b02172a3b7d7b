import type { Address } from '../model/address.js';
import type { AttentionMode } from '../model/attention-item.js';

export interface PlanOptions {
  /** `--target`: keep only the changes within these addresses and what they depend on. */
  readonly targets?: readonly Address[];
  /**
   * What the plan is read as: `plan` (the default) lists in `attention` what applying the
   * YAML raises or widens; `drift` what the live organization holds beyond the YAML.
   */
  readonly mode?: AttentionMode;
}
