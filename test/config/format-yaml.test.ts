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
