import type { Address } from '../model/address.js';

export interface PlanOptions {
  /** `--target`: keep only the changes within these addresses and what they depend on. */
  readonly targets?: readonly Address[];
}
