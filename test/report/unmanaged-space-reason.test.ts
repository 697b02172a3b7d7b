import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { serializedPlanSchema } from '../../src/plan/serialized-plan.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { desired, live, liveSite, liveSs, policy } from '../plan/builders.js';

/** `prune: [spaces]` over an org whose undeclared sites show spc_c (one) and spc_d (two). */
const doc = () =>
  serializePlan(
    planChanges(
      desired({ policy: policy({ prune: ['spaces'] }) }),
      live({
        sites: [
          liveSite('site_1', 'Blog', {
            spaces: [liveSs('ss_1', 'spc_c'), liveSs('ss_2', 'spc_d')],
          }),
          liveSite('site_2', 'Wiki', { spaces: [liveSs('ss_3', 'spc_d')] }),
        ],
      }),
    ),
  );

describe('a space prune keeps for undeclared sites, in every format', () => {
  it('text ends its unmanaged line with the sites that publish it', () => {
    const text = renderText(doc(), { color: false, mode: 'plan' });
    expect(text).toContain(
      '  space.c (space spc_c) "C" (not pruned: published by site.blog, which the config does not declare)',
    );
    expect(text).toContain(
      '  space.d (space spc_d) "D" (not pruned: published by site.blog, site.wiki, which the config does not declare)',
    );
    // an undeclared site's line says who may read it
    expect(text).toContain('  site.blog (site site_1) "Blog": visibility public\n');
  });

  it('markdown says the same', () => {
    const md = renderMarkdown(doc(), { mode: 'plan' });
    expect(md).toMatch(
      /- `space\.c` \(space spc_c\): C \(not pruned: published by site\.blog, which the config does not declare\)/,
    );
  });

  it('json carries publishedBy, and a saved plan with it parses', () => {
    const json = JSON.parse(renderJson(doc())) as { unmanaged: unknown[] };
    expect(json.unmanaged).toContainEqual({
      address: 'space.c',
      kind: 'space',
      id: 'spc_c',
      title: 'C',
      publishedBy: ['site.blog'],
    });
    expect(serializedPlanSchema.safeParse(json).success).toBe(true);
  });
});
