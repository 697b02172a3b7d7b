import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSavedPlan, sameChanges, writeSavedPlan } from '../../../src/cli/context/saved-plan.js';
import { samplePlan } from '../../plan/sample-plan.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-saved-');

describe('a saved plan is known by its content, whatever its name', () => {
  const dir = tempDir();
  const sources = [{ file: 'docform.yaml', text: 'version: 1\norganization: org_acme\n' }];
  const API = 'https://api.gitbook.com';

  it.each(['tfplan', 'plan.json', 'reviewed.plan'])(
    'reads %s back as the plan it saved',
    (name) => {
      const path = join(dir, name);
      writeSavedPlan(path, samplePlan(), { sources, targets: ['team.eng'], api: API });
      const saved = readSavedPlan(path);
      expect(saved?.sources).toEqual(sources);
      expect(saved?.api).toBe(API);
      expect(saved?.targets).toEqual(['team.eng']);
      expect(saved?.organization).toBe(samplePlan().organization);
      expect(saved && sameChanges(saved, samplePlan())).toBe(true);
    },
  );

  it('is not a plan when the file is a config, a directory or missing', () => {
    const yaml = join(dir, 'docform.yaml');
    writeFileSync(yaml, 'version: 1\norganization: org_acme\n');
    const json = join(dir, 'config.json');
    writeFileSync(json, '{"version": 1, "organization": "org_acme"}');
    const folder = join(dir, 'docform');
    mkdirSync(folder);
    for (const path of [yaml, json, folder, join(dir, 'missing')])
      expect(readSavedPlan(path)).toBeUndefined();
  });

  it('refuses a damaged plan, naming the file as written and the field, by the plan schema', () => {
    const path = join(dir, 'damaged');
    writeFileSync(path, JSON.stringify({ formatVersion: 1, organization: 'org_acme' }));
    expect(() => readSavedPlan(path, 'damaged')).toThrow(
      /^damaged: not a docform saved plan \(formatVersion 1\): summary/,
    );
  });

  it('sees changes that differ', () => {
    const path = join(dir, 'other');
    writeSavedPlan(path, samplePlan(), { sources, targets: [], api: API });
    const saved = readSavedPlan(path);
    const fewer = { ...samplePlan(), changes: samplePlan().changes.slice(1) };
    expect(saved && sameChanges(saved, fewer)).toBe(false);
  });
});
