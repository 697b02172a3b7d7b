import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { formatLocation } from '../../src/model/location.js';
import { scratchDirs } from '../support/scratch-dirs.js';

const tempDir = scratchDirs('docform-file-locations-');

const AGENTS = [
  '# Acme agent',
  '',
  'Answer from the published docs.',
  '',
  '## Limits',
  '',
  'Shown as a table:',
  '',
  '| plan | seats |',
  '|---|---|',
  '| free | 1 |',
  '| team | 10 |',
  '',
].join('\n');

async function problemsOf(config: string): Promise<string[]> {
  const result = await loadConfig(config, { env: {} });
  return result.diagnostics.map(
    (d) => `${d.location ? formatLocation(d.location) : '-'} ${d.code} ${d.message}`,
  );
}

/**
 * A problem found in the text of a file the config reads (`${file:AGENTS.md}`) is placed
 * in that file, at its line, where the reader must change it: not at the placeholder in
 * the config.
 */
describe('problems in a file the config reads', () => {
  it('a Markdown table in AGENTS.md is reported at its line of AGENTS.md', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'AGENTS.md'), AGENTS);
    const config = join(dir, 'docform.yaml');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsettings:\n  title: Acme\n  agentInstructions: ${file:AGENTS.md}\n',
    );
    expect(await problemsOf(config)).toEqual([
      `${join(dir, 'AGENTS.md')}:9:1 unexpressible-markdown agentInstructions holds a table, which the API's Document cannot hold`,
    ]);
  });

  it('in a directory config, the file is named relative to the config file that reads it', async () => {
    const dir = tempDir();
    // a Git work tree: files beside the config directory are inside its repository
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'docform'));
    mkdirSync(join(dir, 'agents'));
    writeFileSync(join(dir, 'agents', 'AGENTS.md'), AGENTS);
    writeFileSync(join(dir, 'docform', 'org.yaml'), 'version: 1\norganization: org_acme\n');
    writeFileSync(
      join(dir, 'docform', 'settings.yaml'),
      'settings:\n  agentInstructions: "${file:../agents/AGENTS.md}"\n',
    );
    const [problem, ...more] = await problemsOf(join(dir, 'docform'));
    expect(more).toEqual([]);
    expect(problem).toMatch(/^(.*)agents\/AGENTS\.md:9:1 unexpressible-markdown /);
    expect(problem?.startsWith(join(dir, 'docform', '..', 'agents', 'AGENTS.md'))).toBe(true);
  });

  it('Markdown written in the config itself is still reported at the value, with its line', async () => {
    const dir = tempDir();
    const config = join(dir, 'docform.yaml');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsettings:\n  agentInstructions: |\n    Intro.\n\n    | a | b |\n    |---|---|\n    | 1 | 2 |\n',
    );
    expect(await problemsOf(config)).toEqual([
      `${config}:4:22 unexpressible-markdown agentInstructions holds a table (line 3 of the Markdown), which the API's Document cannot hold`,
    ]);
  });
});
