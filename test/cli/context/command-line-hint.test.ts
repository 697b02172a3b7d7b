import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commandLineHint, programName } from '../../../src/cli/context/command-line-hint.js';
import { shellWord } from '../../../src/model/shell-word.js';

/** The words a POSIX shell reads from `line` (after `prog`), as the program gets them. */
function wordsAsTheShellReadsThem(line: string): string[] {
  const out = execFileSync('sh', ['-c', `printf '%s\\0' ${line}`], { encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

describe('shellWord', () => {
  const nasty = [
    'docform.yaml',
    'my config.yaml',
    "it's.yaml",
    'site.portal.section."API v1.2 Reference"',
    '$HOME/*.yaml',
    'a`b`;c|d&e>f',
    'http://127.0.0.1:4010/v1?x=1&y=2',
    '',
    'back\\slash',
    'new\nline',
  ];

  it.each(nasty)('gives %j back as one word when a shell reads it', (text) => {
    expect(wordsAsTheShellReadsThem(shellWord(text))).toEqual([text]);
  });

  it('leaves plain words as they are and single-quotes the rest', () => {
    expect(shellWord('.docform/emulator.json')).toBe('.docform/emulator.json');
    expect(shellWord('--api-url')).toBe('--api-url');
    expect(shellWord('my plan.json')).toBe("'my plan.json'");
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
  });
});

describe('the program a hint names', () => {
  const project = '/work/acme-docs';
  it.each([
    [`${project}/node_modules/.bin/docform`, project, './node_modules/.bin/docform'],
    [`${project}/node_modules/docform/dist/bin/docform.js`, project, './node_modules/.bin/docform'],
    [
      `${project}/node_modules/.bin/docform`,
      `${project}/docs/v2`,
      '../../node_modules/.bin/docform',
    ],
    [
      `${project}/node_modules/.bin/docform`,
      '/tmp/elsewhere',
      `${project}/node_modules/.bin/docform`,
    ],
    [`${project}/node_modules/.bin/docform`, undefined, `${project}/node_modules/.bin/docform`],
    ['/my docs/node_modules/.bin/docform', '/tmp', `'/my docs/node_modules/.bin/docform'`],
    [
      'C:\\acme\\node_modules\\docform\\dist\\bin\\docform.js',
      'C:\\acme',
      './node_modules/.bin/docform',
    ],
    ['/usr/local/bin/docform', project, 'docform'],
    ['/home/me/docform/dist/src/cli/main.js', project, 'docform'],
    ['/home/me/my_node_modules_notes/docform.js', project, 'docform'],
    [undefined, project, 'docform'],
  ])('is %s run from %s -> %s', (bin, cwd, name) => {
    expect(programName({ bin, cwd })).toBe(name);
  });

  it('takes the directory of the shell when the command has no cwd of its own', () => {
    const bin = `${project}/node_modules/.bin/docform`;
    expect(programName({ bin, shellDir: `${project}/docs` })).toBe('../node_modules/.bin/docform');
    expect(programName({ bin, cwd: project, shellDir: '/tmp' })).toBe(
      './node_modules/.bin/docform',
    );
  });

  it('never names npx, which fetches a package of that name where none is installed', () => {
    for (const bin of [`${project}/node_modules/.bin/docform`, '/usr/bin/docform', undefined]) {
      for (const cwd of [project, '/tmp', undefined]) {
        expect(programName({ bin, cwd })).not.toMatch(/npx/);
      }
    }
  });
});

describe('commandLineHint', () => {
  const local = { bin: '/repo/node_modules/.bin/docform', cwd: '/repo' };

  it('keeps --api-url and --insecure-http given as flags, before the arguments', () => {
    const where = { apiUrl: 'http://10.0.0.5:8080', insecureHttp: true };
    expect(commandLineHint(local, ['apply', 't.plan'], where)).toBe(
      './node_modules/.bin/docform apply --api-url http://10.0.0.5:8080 --insecure-http t.plan',
    );
  });

  it('keeps --env and --emulator with its state file; the emulator wins over an API URL', () => {
    const where = { env: 'prod', emulatorState: 'st.json', apiUrl: 'http://127.0.0.1:1' };
    expect(commandLineHint(undefined, ['pin', 'unp.yaml'], where)).toBe(
      'docform pin --env prod --emulator st.json unp.yaml',
    );
    const plain = { emulatorState: '.docform/emulator.json' };
    expect(commandLineHint(undefined, ['apply', 'p.json'], plain)).toBe(
      'docform apply --emulator p.json',
    );
  });

  it('quotes each word, so that the line runs as printed', () => {
    const line = commandLineHint(local, ['apply', 'my plans/$x.json'], { env: "o'brien" });
    expect(line).toBe(`./node_modules/.bin/docform apply --env 'o'\\''brien' 'my plans/$x.json'`);
    expect(wordsAsTheShellReadsThem(line.replace(/^\S+ /, ''))).toEqual([
      'apply',
      '--env',
      "o'brien",
      'my plans/$x.json',
    ]);
  });
});
