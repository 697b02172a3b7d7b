import { describe, expect, it } from 'vitest';
import { safeOutput, safeOutputStream } from '../../src/cli/safe-output.js';
import { jsonNoRunnerCommands } from '../../src/model/runner-commands.js';
import { registerSecret } from '../../src/model/secret-registry.js';

/** The lines of `text` a CI runner reads as a command: `##[` anywhere, `::` first. */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => line.includes('##[') || /^\s*::/.test(line));
}

const JOINER = '\u200d';

describe('safeOutput', () => {
  it.each([
    ['Docs ##[add-mask]admin', `Docs ##${JOINER}[add-mask]admin`],
    ['###[x]', `###${JOINER}[x]`],
    ['::add-mask::x', `:${JOINER}:add-mask::x`],
    ['a\n  ::warning::x', `a\n  :${JOINER}:warning::x`],
    ['a\r::error::x', `a\r:${JOINER}:error::x`],
    ['\u00a0\u2003::x::y', `\u00a0\u2003:${JOINER}:x::y`],
    [':::x', `:${JOINER}::x`],
    ['a::b and ## [ and #[', 'a::b and ## [ and #['],
  ])('%j reads the same and drives no runner', (text, safe) => {
    expect(safeOutput(text)).toBe(safe);
    expect(commandLines(safeOutput(text))).toEqual([]);
  });

  it('masks a registered secret', () => {
    registerSecret('safe-output-secret-7f3a91');
    expect(safeOutput('key safe-output-secret-7f3a91 here')).toBe('key (sensitive) here');
  });

  it('masks each of many secrets (a site signing key and share links each), longest first', () => {
    const many = Array.from({ length: 40 }, (_, i) => `many-secrets-${i}-c41e9b2d`);
    for (const secret of many) registerSecret(secret);
    registerSecret('many-secrets-1-c41e9b2d-and-longer');
    const text = `a ${many[3]} b ${many[39]}${many[0]} many-secrets-1-c41e9b2d-and-longer c`;
    expect(safeOutput(text)).toBe('a (sensitive) b (sensitive)(sensitive) (sensitive) c');
    expect(safeOutput('many-secrets- nothing here')).toBe('many-secrets- nothing here');
  });
});

describe('a JSON text', () => {
  it('writes `##[` as an escape that parses to the same string', () => {
    const value = { title: 'Docs ##[add-mask]admin', path: '\\##[x' };
    const json = jsonNoRunnerCommands(JSON.stringify(value, null, 2));
    expect(commandLines(json)).toEqual([]);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('safeOutputStream', () => {
  function captured() {
    const stream = { text: '', isTTY: true, columns: 80, write: (t: string) => (stream.text += t) };
    return stream;
  }

  it('breaks a pattern split between writes, changing nothing written before', () => {
    const target = captured();
    const out = safeOutputStream(target);
    const chunks = ['title #', '#', '[add-mask]x\n', '  :', ':warning::y\n', 'a:', ':b\n:', ':c'];
    const written: string[] = [];
    for (const chunk of chunks) {
      out.write(chunk);
      written.push(target.text);
    }
    // each write only appended to what was there
    for (let i = 1; i < written.length; i += 1) {
      expect(written[i]?.startsWith(written[i - 1] ?? '')).toBe(true);
    }
    expect(commandLines(target.text)).toEqual([]);
    expect(target.text.replaceAll(JOINER, '')).toBe(chunks.join(''));
    expect(target.text).toContain('a::b');
  });

  it('keeps what the stream says of the terminal', () => {
    const out = safeOutputStream(captured());
    expect(out.isTTY).toBe(true);
    expect(out.columns).toBe(80);
  });
});
