import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { HandApi } from '../support/drift-api.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform, spawnDocform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

const tempDir = scratchDirs('docform-stale-cause-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * A saved plan goes stale when the live organization changes, or when a file the config
 * reads changes on disk (`${file:AGENTS.md}`, an OpenAPI spec's `source: {file}`). The
 * refusal says which: it names the file, and blames the live object only when it did
 * change.
 */
describe('the stale-plan refusal says what changed', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  /** Plans `config` into `tfplan`, runs `edit`, then applies the plan. */
  async function staleAfter(dir: string, config: string, edit: () => Promise<void>) {
    const at = { apiUrl: emulator.url, cwd: dir };
    const plan = await docform(['plan', config, '--out', 'tfplan'], at);
    expect(plan.status, shown(plan)).toBe(0);
    await edit();
    const apply = await docform(['apply', 'tfplan'], at);
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain('stale plan');
    return apply.stderr;
  }

  it('names an AGENTS.md edited after plan --out, not the live object', async () => {
    const dir = tempDir();
    const config = join(dir, 'docform.yaml');
    writeFileSync(join(dir, 'AGENTS.md'), '# Agent\n\nAnswer briefly.\n');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsettings:\n  agentInstructions: ${file:AGENTS.md}\n',
    );
    const stderr = await staleAfter(dir, config, async () =>
      writeFileSync(join(dir, 'AGENTS.md'), '# Agent\n\nAnswer at length.\n'),
    );
    expect(stderr).toMatch(/stale plan: .*AGENTS\.md \(a file the config reads\) changed since/);
    expect(stderr).toMatch(/^ {2}settings: the value the config gives agentInstructions changed/m);
    expect(stderr).not.toContain('live object changed');
    expect(stderr).not.toContain('the live organization');
  });

  it('names an OpenAPI spec file edited after plan --out', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'specs'));
    const spec = join(dir, 'specs', 'pets.yaml');
    writeFileSync(spec, 'openapi: 3.0.3\ninfo: { title: Pets, version: 1.0.0 }\npaths: {}\n');
    const config = join(dir, 'docform.yaml');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nopenapi:\n  pets:\n    source: { file: specs/pets.yaml }\n',
    );
    const stderr = await staleAfter(dir, config, async () =>
      writeFileSync(spec, 'openapi: 3.0.3\ninfo: { title: Pets, version: 2.0.0 }\npaths: {}\n'),
    );
    expect(stderr).toContain(`${join('specs', 'pets.yaml')} (a file the config reads) changed`);
    expect(stderr).not.toContain('live object changed');
  });

  it('still blames the live object when it is what changed', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'AGENTS.md'), '# Agent\n');
    const config = join(dir, 'docform.yaml');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsettings:\n  title: Acme Planned\n  agentInstructions: ${file:AGENTS.md}\n',
    );
    const stderr = await staleAfter(dir, config, () =>
      new HandApi(emulator.url).call('PATCH', '/orgs/org_acme', { title: 'Acme by hand' }),
    );
    expect(stderr).toMatch(/^ {2}settings: the live object changed .*title changed/m);
    expect(stderr).not.toContain('a file the config reads');
  });

  it('a plan saved in one checkout and applied from another names only what changed', async () => {
    const first = tempDir();
    writeFileSync(join(first, 'AGENTS.md'), '# Agent\n');
    const spec = (version: string) =>
      `openapi: 3.0.3\ninfo: { title: Pets, version: ${version} }\npaths: {}\n`;
    writeFileSync(join(first, 'pets.yaml'), spec('1.0.0'));
    writeFileSync(
      join(first, 'docform.yaml'),
      'version: 1\norganization: org_acme\nsettings:\n  title: Acme Checkout\n  agentInstructions: ${file:AGENTS.md}\nopenapi:\n  checkout-pets:\n    source: { file: pets.yaml }\n',
    );
    const at = { apiUrl: emulator.url };
    // processes of their own: paths are then as written, relative to each checkout
    const plan = await spawnDocform(['plan', 'docform.yaml', '--out', 'tfplan'], {
      ...at,
      cwd: first,
    });
    expect(plan.status, shown(plan)).toBe(0);
    // the CI job that applies runs in a checkout of its own
    const second = tempDir();
    cpSync(first, second, { recursive: true });
    writeFileSync(join(second, 'pets.yaml'), spec('2.0.0'));
    const apply = await spawnDocform(['apply', 'tfplan'], { ...at, cwd: second });
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain(
      'stale plan: planning again gives other changes: pets.yaml (a file the config reads) changed',
    );
    expect(apply.stderr).not.toContain('AGENTS.md');
  });
});
