import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

const HEAD = 'version: 1\norganization: org_acme\n';

function problems(body: string): string[] {
  const text = body.startsWith('version') ? body : `${HEAD}${body}`;
  const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
  return result.diagnostics.map((d) => `${d.code}: ${d.message}${d.hint ? ` (${d.hint})` : ''}`);
}

/**
 * One config per zod issue code the schema can raise, with the exact message docform
 * prints for it. Messages are built from the issues' public fields only, so
 * a zod release that renames or drops one of them fails here, not silently in a user's
 * terminal.
 */
describe('config messages, by zod issue code', () => {
  it.each([
    [
      'invalid_type',
      'teams:\n  a: { title: 5 }\n',
      'invalid-type: `teams.a.title` must be a string, not a number',
    ],
    [
      'invalid_type (missing)',
      'teams:\n  a: { members: [] }\n',
      'missing-field: `teams.a` is missing `title`',
    ],
    [
      'invalid_type (null where the API takes none)',
      'sites:\n  s: { title: Site, basename: null }\n',
      'not-removable: `sites.s.basename` cannot be null: the API has no way to remove it (the API keeps a site basename once set: set another one, or leave `basename` out to stop managing it)',
    ],
    [
      'too_big (string)',
      `teams:\n  a: { title: ${'x'.repeat(65)} }\n`,
      'invalid-length: `teams.a.title` must have at most 64 characters',
    ],
    [
      'too_small (string)',
      'sites:\n  s: { title: S }\n',
      'invalid-length: `sites.s.title` must have at least 2 characters',
    ],
    [
      'too_small (array)',
      'sites:\n  s: { title: Site, sections: [{ title: Sec, spaces: [] }] }\n',
      'invalid-length: `sites.s.sections[0].spaces` must have at least 1 item',
    ],
    [
      'too_big (number)',
      'policy:\n  deleteThreshold: { percent: 101 }\n',
      'out-of-range: `policy.deleteThreshold.percent` must be at most 100',
    ],
    [
      'invalid_format (url)',
      'openapi:\n  x: { source: "not a url" }\n',
      'invalid-format: `openapi.x.source` must be an absolute http:// or https:// URL',
    ],
    [
      'invalid_format (email)',
      'teams:\n  a: { title: A, members: [nope] }\n',
      'invalid-format: `teams.a.members[0]` must be an email address',
    ],
    [
      'invalid_format (regex)',
      'sites:\n  s: { title: Site, proxy: nope }\n',
      'invalid-format: `sites.s.proxy` must match /^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$/',
    ],
    [
      'unrecognized_keys',
      'teams:\n  a: { title: A, membres: [] }\n',
      'unknown-key: unknown key `membres` in `teams.a` (did you mean "members"?)',
    ],
    [
      'invalid_value',
      'sites:\n  s: { title: Site, visibility: publik }\n',
      'invalid-value: `sites.s.visibility` must be one of "public", "unlisted", "share-link", "visitor-auth" (did you mean "public"?)',
    ],
    [
      'invalid_union (every branch one value)',
      'members:\n  alice@acme.example: owner\n',
      'invalid-value: `members.alice@acme.example` must be one of "admin", "create", "review", "edit", "comment", "read"',
    ],
    [
      'invalid_union (discriminated)',
      'sites:\n  s:\n    title: Site\n    adaptiveSchema: { type: object, additionalProperties: false, properties: { a: { type: date, description: d } } }\n',
      'invalid-value: `sites.s.adaptiveSchema.properties.a.type` must be one of "boolean", "string", "number", "array", "object"',
    ],
    [
      'invalid_union (the branch written for)',
      'sites:\n  s: { title: Site, sections: [{ group: G, sections: [], icn: x }] }\n',
      'unknown-key: unknown key `icn` in `sites.s.sections[0]` (did you mean "icon"?)',
    ],
    [
      'unrecognized_keys (deep in a site customization)',
      'sites:\n  s:\n    title: Site\n    customization: { styling: { primaryColour: { light: "#0B6E4F" } } }\n',
      'unknown-key: unknown key `primaryColour` in `sites.s.customization.styling` (did you mean "primaryColor"?)',
    ],
    [
      'invalid_format (a customization color)',
      'sites:\n  s:\n    title: Site\n    customization: { styling: { primaryColor: { dark: green } } }\n',
      'invalid-format: `sites.s.customization.styling.primaryColor.dark` must be a hex color: #RGB or #RRGGBB',
    ],
    [
      'invalid_format (a URL said in words: one message, not two)',
      'sites:\n  s:\n    title: Site\n    sections: [{ link: Status, url: status.acme.example }]\n',
      'invalid-format: `sites.s.sections[0].url` must be an absolute http:// or https:// URL',
    ],
    [
      'invalid_key',
      'members:\n  not-an-email: read\n',
      'invalid-key: key `not-an-email` in `members` must be an email address',
    ],
  ])('%s', (_code, body, expected) => {
    expect(problems(body)).toEqual([expected]);
  });
});
