import type { SerializedPlan } from '../model/plan.js';

/** The plan document as JSON text (docs/plan-format.md), two-space indented. */
export function renderJson(doc: SerializedPlan): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
