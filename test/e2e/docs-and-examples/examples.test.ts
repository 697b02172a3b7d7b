import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform, EXAMPLES, ROOT } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

describe.each(EXAMPLES)('examples/$name', ({ path, env }) => {
  const config = join(ROOT, path);
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator({ port: 0 });
  });

  afterEach(async () => {
    await emulator.close();
  });

  it('validates without the network', async () => {
    const run = await docform(['validate', config], { env, apiUrl: 'http://127.0.0.1:9' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it('plans against the built-in fixture, applies, then plans no changes', async () => {
    const at = { apiUrl: emulator.url, env };
    const plan = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(plan.status, plan.stderr).toBe(2);
    expect(plan.stdout).toMatch(/Plan: \d+ to create/);
    const apply = await docform(['apply', config, '--auto-approve', '--allow-delete'], at);
    expect(apply.status, apply.stderr + apply.stdout).toBe(0);
    const again = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(again.status, again.stdout).toBe(0);
  });
});
