import { describe, expect, it } from 'vitest';

// The edge check above must be able to fail: the same regex finds a forbidden edge.
describe('import scanner', () => {
  it('sees static, re-export and dynamic relative imports', () => {
    const text = [
      "import { x } from '../api/client.js';",
      "export { y } from './local.js';",
      "const z = await import('../plan/plan.js');",
      "import kleur from 'kleur';",
    ].join('\n');
    const found = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map(
      (m) => m[1],
    );
    expect(found).toEqual(['../api/client.js', './local.js', '../plan/plan.js']);
  });
});
