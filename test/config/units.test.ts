import { describe, expect, it } from 'vitest';
import {
  defaultConfigPath,
  noDefaultConfig,
  twoDefaultConfigs,
} from '../../src/config/default-path.js';
import type { DefaultPathFs } from '../../src/config/default-path.js';
import { closest } from '../../src/config/did-you-mean.js';
import { editDistance } from '../../src/model/edit-distance.js';
import { escapePlaceholders, interpolate } from '../../src/config/env-interpolation.js';

describe('did you mean', () => {
  it.each([
    ['titel', ['title', 'icon'], 'title'],
    ['visiblity', ['visibility', 'basename'], 'visibility'],
    ['team', ['teams', 'saml'], 'teams'],
    ['zzz', ['teams', 'saml'], undefined],
    ['carol@acme.example', ['bob@acme.example'], undefined],
  ])('%s among %j gives %s', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected);
  });

  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('${env:NAME}', () => {
  it('replaces set variables and lists missing and invalid ones', () => {
    const result = interpolate('a ${env:A} ${env:B} ${oops} $${env:A}', { A: 'x' });
    expect(result).toEqual({
      value: 'a x ${env:B} ${oops} ${env:A}',
      names: ['A', 'B'],
      missing: ['B'],
      invalid: ['${oops}'],
      vars: [],
      missingVars: [],
      unread: [],
    });
  });
});

describe('${var:NAME}', () => {
  it('reads a variable of the chosen environment; alone, it keeps its type', () => {
    const vars = { brand: 'Acme', on: true, n: 3, list: ['a', 'b'] };
    expect(interpolate('${var:brand} Portal', {}, undefined, vars).value).toBe('Acme Portal');
    expect(interpolate('${var:on}', {}, undefined, vars).typed).toEqual({ value: true });
    expect(interpolate('${var:n}', {}, undefined, vars).typed).toEqual({ value: 3 });
    expect(interpolate('${var:list}', {}, undefined, vars).typed).toEqual({ value: ['a', 'b'] });
    expect(interpolate('x ${var:n}', {}, undefined, vars)).toMatchObject({
      value: 'x 3',
      vars: ['n'],
    });
  });

  it('names a missing variable and keeps an escaped one as text', () => {
    const result = interpolate('${var:nope} $${var:brand}', {}, undefined, { brand: 'Acme' });
    expect(result).toMatchObject({
      value: '${var:nope} ${var:brand}',
      vars: ['nope'],
      missingVars: ['nope'],
    });
    expect(result.typed).toBeUndefined();
  });
});

describe('${ and its escape', () => {
  it.each([
    ['${env:A', '${env:A', ['${env:A']],
    ['x ${env:A and more', 'x ${env:A and more', ['${env:A and more']],
    ['${vault:A}', '${vault:A}', ['${vault:A}']],
    ['${}', '${}', ['${}']],
    ['$${env:A}', '${env:A}', []],
    ['$$${env:A}', '$${env:A}', []],
    ['$${ then ${env:A}', '${ then x', []],
    ['a$$b ${env:A}$${', 'a$$b x${', []],
  ])('%s reads as %s', (text, value, invalid) => {
    const result = interpolate(text, { A: 'x' });
    expect(result.value).toBe(value);
    expect(result.invalid).toEqual(invalid);
  });

  it('quotes at most 40 characters of an unclosed placeholder: the rest may be a secret', () => {
    const result = interpolate(`\${env:CERT -----BEGIN ${'A'.repeat(200)}`, {});
    expect(result.invalid).toEqual([`\${env:CERT -----BEGIN ${'A'.repeat(18)}...`]);
  });

  it('escaping gives the text back through interpolation, whatever it holds', () => {
    for (const text of ['${env:DOCFORM_TOKEN}', '$${', '$$${x}', 'a $ { } ${ $', '$']) {
      const result = interpolate(escapePlaceholders(text), {});
      expect(result).toEqual({
        value: text,
        names: [],
        missing: [],
        invalid: [],
        vars: [],
        missingVars: [],
        unread: [],
      });
    }
  });
});

/** A file system of `files` (path -> text), their folders included. */
function fakeFs(files: Record<string, string>): DefaultPathFs {
  const paths = Object.keys(files);
  return {
    exists: (p) => p in files || paths.some((f) => f.startsWith(`${p}/`)),
    list: (dir) => [
      ...new Set(
        paths
          .filter((f) => f.startsWith(`${dir}/`))
          .map((f) => f.slice(dir.length + 1).split('/')[0] ?? ''),
      ),
    ],
    read: (f) => files[f] ?? '',
  };
}

describe('default CONFIG', () => {
  const config = 'version: 1\norganization: org_acme\n';
  it('is docform.yaml, else docform/ when it holds a config, else names the file', () => {
    expect(defaultConfigPath('.', fakeFs({ 'docform.yaml': config }))).toBe('docform.yaml');
    const split = {
      'docform/org.yaml': '# org\nversion: 1\n',
      'docform/teams.yaml': 'teams: {}\n',
    };
    expect(defaultConfigPath('.', fakeFs(split))).toBe('docform');
    expect(defaultConfigPath('/repo', fakeFs({}))).toBe('/repo/docform.yaml');
  });

  it('does not take a docform/ folder without a config for one (a clone of docform)', () => {
    const clone = fakeFs({
      'docform/action.yml': 'name: docform\n',
      'docform/package.json': '{}',
      'docform/examples/minimal/docform.yaml': config,
      'docform/codecov.yaml': 'coverage:\n  version: 2\n',
    });
    expect(defaultConfigPath('.', clone)).toBe('docform.yaml');
    expect(noDefaultConfig('.', clone)?.message).toBe(
      'no config found: ./docform.yaml does not exist, and ./docform/ holds no docform config (no *.yaml file with version:)',
    );
    expect(
      twoDefaultConfigs('.', fakeFs({ 'docform.yaml': config, 'docform/x.yml': 'a: 1' })),
    ).toBe(undefined);
  });

  it('warns of docform.yaml beside a docform/ config, naming both and the one used', () => {
    const both = fakeFs({ 'docform.yaml': config, 'docform/org.yml': config });
    expect(defaultConfigPath('.', both)).toBe('docform.yaml');
    expect(noDefaultConfig('.', both)).toBe(undefined);
    expect(twoDefaultConfigs('.', both)).toMatchObject({
      severity: 'warning',
      message:
        'both ./docform.yaml and ./docform/ hold a docform config: using ./docform.yaml, not ./docform/',
    });
  });
});
