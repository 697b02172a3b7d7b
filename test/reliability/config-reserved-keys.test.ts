import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { formatLocation } from '../../src/model/location.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A config from a pull request is untrusted: `__proto__`, `constructor` and `prototype`
 * name the machinery of JavaScript objects, not data. As keys anywhere in a config
 * (block or flow style, at any depth) each is an error at the key, never dropped
 * silently nor read as an inherited member.
 */
const scratch = scratchDirs('docform-reserved-');

const ORG = 'version: 1\norganization: org_acme\n';

async function problems(text: string): Promise<string[]> {
  const dir = scratch();
  const file = join(dir, 'docform.yaml');
  writeFileSync(file, text);
  const result = await loadConfig(file, { env: {} });
  expect(result.desired).toBeUndefined();
  return result.diagnostics.map(
    (d) => `${d.location ? formatLocation(d.location).replace(`${dir}/`, '') : '-'} ${d.code}`,
  );
}

describe('reserved keys in a config', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    '%s under teams: an error at the key',
    async (key) => {
      const found = await problems(
        `${ORG}teams:\n  eng: { title: Eng }\n  ${key}:\n    title: X\n`,
      );
      expect(found).toContain('docform.yaml:5:3 reserved-key');
    },
  );

  it('in flow style, inside a site, and under an environment', async () => {
    expect(await problems(`${ORG}teams: { eng: { title: Eng, __proto__: { x: 1 } } }\n`)).toContain(
      'docform.yaml:3:29 reserved-key',
    );
    const site = `${ORG}sites:\n  portal:\n    title: P\n    constructor: x\n`;
    expect(await problems(site)).toContain('docform.yaml:6:5 reserved-key');
    const env =
      'version: 1\nenvironments:\n  prod:\n    organization: org_acme\n    vars:\n      prototype: x\n';
    expect(await problems(env)).toContain('docform.yaml:6:7 reserved-key');
  });

  it('validate exits 1 naming the key at file:line:col', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), `${ORG}teams:\n  __proto__:\n    title: X\n`);
    const run = await docform(['validate', 'docform.yaml'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr + run.stdout).toMatch(/docform\.yaml:4:3 +error +reserved-key/);
  });
});
