import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-pin-keeps-space-ownership-');

/** An owned space (no id) beside an existing one, both shown by the site. */
const CONFIG = `version: 1
organization: org_acme
spaces:
  guides: { id: spc_guides }
  handbook:
    title: Team Handbook
    editMode: locked
sites:
  portal:
    title: Portal
    sections:
      - title: Handbook
        spaces:
          - { space: handbook, path: handbook }
      - title: Guides
        spaces:
          - { space: guides, path: guides }
`;

/** The fixture's spaces this config neither declares nor shows. */
const OTHERS = ['space.api-reference', 'space.sdk', 'space.changelog', 'space.internal-handbook'];

/**
 * A config that owns a space lists the live spaces it does not declare. `docform pin`
 * writes the owned space's id with `owned: true` beside it, so that the pinned config
 * still owns the space: the same spaces are listed after the pin, and it plans nothing.
 */
describe.each(API_TARGETS)('pin keeps an owned space owned, against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const unmanaged = (stdout: string) =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('  space.'))
      .map((line) => line.trim().split(' ')[0]);

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, CONFIG);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists the undeclared spaces before and after pin, which writes owned: true', async () => {
    const before = await run(['plan', '--detailed-exitcode', '--no-color']);
    expect(before.status, shown(before)).toBe(0);
    expect(unmanaged(before.stdout)).toEqual(OTHERS);

    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
    const id = api.world().spaces.find((s) => s.title === 'Team Handbook')?.id;
    expect(readFileSync(file, 'utf8')).toContain(
      `  handbook:\n    id: ${id}\n    owned: true\n    title: Team Handbook\n`,
    );

    const after = await run(['plan', '--detailed-exitcode', '--no-color']);
    expect(after.status, shown(after)).toBe(0);
    expect(unmanaged(after.stdout)).toEqual(OTHERS);
    const again = await run(['pin']);
    expect(again.stdout).toContain('Nothing to pin');
    const fmt = await docform(['fmt', '--check', file]);
    expect(fmt.status, shown(fmt)).toBe(0);
  });
});
