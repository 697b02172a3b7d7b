import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { writesIn } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-agents-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

const AGENTS = `# Acme agent

Answer from the **published** docs only, and cite [the page](https://docs.acme.example).

## Rules

1. Be *brief*.
2. Show commands as code:
   - \`docform plan\`
   - never a token

\`\`\`bash
docform plan --format markdown
\`\`\`
`;

type Instructions = { instructions: { nodes: { type: string }[] } };

/**
 * The organization's Docs agent instructions, written as Markdown
 * (`${file:AGENTS.md}`), round-trip through apply (the official Document), plan (empty
 * after apply), drift (a hand change through the API shows) and export (planning the
 * export is empty).
 */
describe('settings.agentInstructions', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let dir: string;
  let config: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    dir = tempDir();
    config = join(dir, 'docform.yaml');
    writeFileSync(join(dir, 'AGENTS.md'), AGENTS);
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsettings:\n  agentInstructions: ${file:AGENTS.md}\n',
    );
  });
  afterAll(() => emulator.close());

  it('applies the Markdown as a Document, then plans nothing', async () => {
    const at = { apiUrl: emulator.url };
    const plan = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(plan.status, shown(plan)).toBe(2);
    expect(plan.stdout).toContain('agentInstructions: (none) -> "# Acme agent');
    await clearJournal(emulator.url);
    const apply = await docform(['apply', config, '--auto-approve'], at);
    expect(apply.status, shown(apply)).toBe(0);
    expect((await writesIn(emulator.url)).map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /v1/orgs/org_acme/agent-instructions',
    ]);
    const held = await new HandApi(emulator.url).call<Instructions>(
      'GET',
      '/orgs/org_acme/agent-instructions',
    );
    expect(held.instructions.nodes.map((n) => n.type)).toEqual([
      'heading-1',
      'paragraph',
      'heading-2',
      'list-ordered',
      'code',
    ]);
    const again = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(again.status, shown(again)).toBe(0);
  });

  it('reports a hand change through the API as drift, and export plans back to nothing', async () => {
    const at = { apiUrl: emulator.url };
    const api = new HandApi(emulator.url);
    const held = await api.call<Instructions>('GET', '/orgs/org_acme/agent-instructions');
    await api.call('PUT', '/orgs/org_acme/agent-instructions', {
      instructions: {
        ...held.instructions,
        nodes: [
          ...held.instructions.nodes,
          {
            object: 'block',
            type: 'paragraph',
            nodes: [
              { object: 'text', leaves: [{ object: 'leaf', text: 'Added by hand.', marks: [] }] },
            ],
          },
        ],
      },
    });
    const drift = await docform(['drift', config], at);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('agentInstructions:');
    expect(drift.stdout).toContain('Added by hand.');

    const out = join(dir, 'export', 'docform.yaml');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', out], at);
    expect(exported.status, shown(exported)).toBe(0);
    const written = parse(readFileSync(out, 'utf8')) as { settings: Record<string, string> };
    expect(written.settings.agentInstructions).toContain('Added by hand.');
    expect(written.settings.agentInstructions).toContain('1. Be *brief*.');
    const replan = await docform(['plan', out, '--detailed-exitcode'], at);
    expect(replan.status, shown(replan)).toBe(0);
  });

  it('refuses at validate what the Document cannot hold, naming it at its line of the file', async () => {
    const bad = join(dir, 'bad.yaml');
    writeFileSync(join(dir, 'TABLE.md'), '# ok\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    writeFileSync(
      bad,
      'version: 1\norganization: org_acme\nsettings:\n  agentInstructions: ${file:TABLE.md}\n',
    );
    const run = await docform(['validate', bad]);
    expect(run.status, shown(run)).toBe(1);
    expect(run.stdout + run.stderr).toContain(
      `${join(dir, 'TABLE.md')}:3:1  error  unexpressible-markdown  agentInstructions holds a table, which the API's Document cannot hold`,
    );
  });
});
