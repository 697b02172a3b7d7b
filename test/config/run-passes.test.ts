import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

const SOURCE = { file: 'docform.yaml', text: 'version: 1\norganization: org_1\n' };

describe('ParseOptions.runPasses', () => {
  it('runs the passes once and gives back what they give', () => {
    let calls = 0;
    const direct = parseConfigSources([SOURCE], { env: {} });
    const wrapped = parseConfigSources([SOURCE], {
      env: {},
      runPasses: (passes) => {
        calls += 1;
        return passes();
      },
    });
    expect(calls).toBe(1);
    expect(wrapped).toEqual(direct);
    expect(wrapped.desired).toBeDefined();
  });
});
