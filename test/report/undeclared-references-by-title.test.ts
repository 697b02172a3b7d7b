import { describe, expect, it } from 'vitest';
import { collectionAddress } from '../../src/model/address.js';
import type { DesiredCollection } from '../../src/model/desired.js';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { desired, live, space } from '../plan/builders.js';

const collection = (key: string, title: string): DesiredCollection => ({
  address: collectionAddress(key),
  key,
  title,
  previously: [],
});

/**
 * A reference to a live object the YAML does not declare reads as its live id, the way
 * the YAML can name it, followed by the live title the plan read, as the attention list
 * names a team (`(live title "...")`): a space moved out of an undeclared collection
 * says which one it leaves.
 */
describe('an undeclared collection a space leaves is named by its live title', () => {
  it('text and Markdown', () => {
    const plan = planChanges(
      desired({
        collections: [collection('other', 'Other')],
        spaces: [space('guides', 'spc_a', { collection: 'other' })],
      }),
      live({
        collections: [
          { id: 'col_5', title: 'Inner', defaultLevel: 'inherit' },
          { id: 'col_6', title: 'Other', defaultLevel: 'inherit' },
        ],
        spaces: [{ id: 'spc_a', title: 'A', collection: 'col_5' }],
      }),
    );
    const doc = serializePlan(plan);
    const line = 'collection: "col_5" (live title "Inner") -> "other"';
    expect(renderText(doc, { color: false, mode: 'plan' })).toContain(`      ${line}\n`);
    expect(renderMarkdown(doc, { mode: 'plan' })).toContain(` ${line}\n`);
  });
});
