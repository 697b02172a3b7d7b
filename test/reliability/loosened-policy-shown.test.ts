import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../support/scratch-dirs.js';
import type { TestEmulator } from '../support/start-test-emulator.js';
import { startTestEmulator } from '../support/start-test-emulator.js';
import { attentionSection, reviewedPlan } from './reviewed-plan.js';

const dir = scratchDirs('docform-loosened-policy-');

/** A pull request that changes nothing but opens the delete gate wide. */
const CONFIG = `version: 1
organization: org_acme
policy:
  deleteThreshold: { count: 100000, percent: 100 }
`;

describe('a policy loosened with no other change', () => {
  let emulator: TestEmulator;
  let scratch = '';
  beforeAll(async () => {
    emulator = await startTestEmulator();
    scratch = dir();
  });
  afterAll(() => emulator.close());

  it('is shown above "No changes" in the Markdown plan', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, CONFIG, 'markdown');
    expect(stdout).toContain('**No changes. The live organization matches the configuration.**');
    const section = attentionSection(stdout);
    expect(section).toContain('`policy.deleteThreshold.count` is `100000`, not the default `10`');
    expect(section).toContain('`policy.deleteThreshold.percent` is `100`, not the default `30`');
  });

  it('is in the JSON plan and in the text plan', async () => {
    const json = await reviewedPlan(emulator.url, scratch, CONFIG, 'json');
    const doc = JSON.parse(json.stdout) as { attention: { reason: string; path: string }[] };
    expect(doc.attention.map((a) => `${a.reason} ${a.path}`)).toEqual([
      'policy policy.deleteThreshold.count',
      'policy policy.deleteThreshold.percent',
    ]);
    const text = await reviewedPlan(emulator.url, scratch, CONFIG, 'text');
    expect(text.stdout).toContain(
      'policy: policy.deleteThreshold.count is 100000, not the default 10',
    );
  });
});
