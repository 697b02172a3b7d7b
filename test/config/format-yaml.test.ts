import { describe, expect, it } from 'vitest';
import { formatConfigText } from '../../src/config/format-yaml.js';

describe('formatConfigText: strings', () => {
  it('keeps a block scalar a block, tabs and line breaks included', () => {
    const text = 'version: 1\nsettings:\n  agentInstructions: |\n    Be brief.\n    \tcode\n';
    expect(formatConfigText(text)).toEqual({ ok: true, text });
  });

  it('writes a character a reviewer cannot see as an escape, as export does', () => {
    const text = 'version: 1\nteams:\n  a:\n    title: "bidi \\u202E x\\tb"\n';
    expect(formatConfigText(text)).toEqual({ ok: true, text });
    const raw = 'version: 1\nteams:\n  a:\n    title: bidi \u202E x\n';
    expect(formatConfigText(raw)).toEqual({
      ok: true,
      text: 'version: 1\nteams:\n  a:\n    title: "bidi \\u202E x"\n',
    });
  });
});

describe('formatConfigText: a file YAML cannot parse', () => {
  it('is its problems, each at its own line and column, as validate gives them', () => {
    const text = 'version: 1\nteams:\n  eng:\n    title: Eng\n   members: x\n';
    const result = formatConfigText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // at the key indented off its siblings' column, not at the start of its line
    expect(result.problems[0]).toMatchObject({ line: 5, col: 4 });
    expect(result.problems[0]?.message).toContain(
      'All mapping items must start at the same column',
    );
    expect(result.problems[0]?.hint).toContain('`members` starts at column 4');
  });
});
