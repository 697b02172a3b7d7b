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
  it.each([
    ['/work/acme-docs/node_modules/.bin/docform', 'npx docform'],
    ['/work/acme-docs/node_modules/docform/dist/bin/docform.js', 'npx docform'],
    ['C:\\acme\\node_modules\\docform\\dist\\bin\\docform.js', 'npx docform'],
    ['/usr/local/bin/docform', 'docform'],
    ['/home/me/docform/dist/src/cli/main.js', 'docform'],
    ['/home/me/my_node_modules_notes/docform.js', 'docform'],
    [undefined, 'docform'],
  ])('is %s -> %s', (bin, name) => {
    expect(programName(bin)).toBe(name);
  });
});

describe('commandLineHint', () => {
  const local = '/repo/node_modules/.bin/docform';

  it('keeps --api-url and --insecure-http given as flags, before the arguments', () => {
    const where = { apiUrl: 'http://10.0.0.5:8080', insecureHttp: true };
    expect(commandLineHint(local, ['apply', 't.plan'], where)).toBe(
      'npx docform apply --api-url http://10.0.0.5:8080 --insecure-http t.plan',
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
    expect(line).toBe(`npx docform apply --env 'o'\\''brien' 'my plans/$x.json'`);
    expect(wordsAsTheShellReadsThem(line.replace(/^npx docform /, ''))).toEqual([
      'apply',
      '--env',
      "o'brien",
      'my plans/$x.json',
    ]);
  });
});
