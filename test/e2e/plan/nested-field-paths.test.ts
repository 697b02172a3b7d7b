import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform, ROOT } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/**
 * A site's adaptive schema that changes, planned against the emulator: text and Markdown
 * show one line per leaf that differs under the field, by its dotted path; the JSON plan
 * keeps both whole schemas. The package's bin (the bundle, which holds deep-diff) shows
 * the same lines as the in-process runs.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const scratch = scratchDirs('docform-nested-');
let dir = '';

const BIN = join(ROOT, 'dist/bin/docform.js');

/** A site with adaptive content, as test/fixtures/scenarios/adaptive-schema writes one. */
const config = (claims: string): string => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    adaptiveContent: true
    adaptiveSchema:
      type: object
      properties:
${claims}
      additionalProperties: false
    spaces: [{ space: spc_guides, path: guides, default: true }]
`;

const BEFORE = config(`        isBetaUser: { type: boolean, description: Beta programme members }
        region: { type: string, description: Region, enum: [eu, us] }
        legacy: { type: boolean, description: Old plan }`);

// a description edited, an enum grown, a claim removed, two added (one by a quoted key)
const AFTER = config(`        isBetaUser: { type: boolean, description: Beta testers }
        region: { type: string, description: Region, enum: [eu, us, apac] }
        isStaff: { type: boolean, description: Employees }
        "team size": { type: number, description: Seats }`);

const LINES = [
  '~ properties.isBetaUser.description: "Beta programme members" -> "Beta testers"',
  '~ properties.region.enum: ["eu", "us"] -> ["eu", "us", "apac"]',
  '- properties.legacy: { type: "boolean", description: "Old plan" }',
  '+ properties.isStaff: { type: "boolean", description: "Employees" }',
  '+ properties."team size": { type: "number", description: "Seats" }',
];

const plan = (format: string) =>
  docform(['plan', 'after.yaml', '--format', format], { apiUrl: emulator.url, cwd: dir });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  dir = scratch();
  writeFileSync(join(dir, 'before.yaml'), BEFORE);
  writeFileSync(join(dir, 'after.yaml'), AFTER);
  const apply = await docform(['apply', 'before.yaml', '--auto-approve'], {
    apiUrl: emulator.url,
    cwd: dir,
  });
  expect(apply.status, apply.stderr).toBe(0);
});
afterAll(async () => {
  await emulator?.close();
});

describe('a nested value that changes, by the paths of its leaves', () => {
  it('text: the field, then a line per leaf', async () => {
    const run = await plan('text');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      ['      adaptiveSchema:', ...LINES.map((line) => `        ${line}`)].join('\n'),
    );
  });

  it('markdown: the same lines in the details', async () => {
    const run = await plan('markdown');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      ['~ adaptiveSchema:', ...LINES.map((line) => `    ${line}`)].join('\n'),
    );
  });

  it('json keeps both whole schemas', async () => {
    const run = await plan('json');
    expect(run.status, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as {
      changes: { fields?: { path: string; before?: unknown; after?: unknown }[] }[];
    };
    const field = doc.changes
      .flatMap((c) => c.fields ?? [])
      .find((f) => f.path === 'adaptiveSchema');
    expect(field?.before).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: {
        isBetaUser: { description: 'Beta programme members' },
        legacy: { type: 'boolean', description: 'Old plan' },
      },
    });
    expect(field?.after).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: {
        isBetaUser: { type: 'boolean', description: 'Beta testers' },
        region: { enum: ['eu', 'us', 'apac'] },
        isStaff: { type: 'boolean', description: 'Employees' },
        'team size': { type: 'number', description: 'Seats' },
      },
    });
  });

  it('the bundled bin shows the same lines', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NO_COLOR: '1',
      DOCFORM_API_URL: emulator.url,
      DOCFORM_TOKEN: 'dev-token',
    };
    const run = await promisify(execFile)(process.execPath, [BIN, 'plan', 'after.yaml'], {
      cwd: dir,
      env,
    });
    expect(run.stdout).toContain(
      ['      adaptiveSchema:', ...LINES.map((line) => `        ${line}`)].join('\n'),
    );
  });
});
