import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TABLES } from '../../src/model/fields/tables.js';

/**
 * A field of a site, of its structure or of a space is one row of its kind's table
 * (src/model/fields): outside the emulator (an independent oracle, which reads no row),
 * its name is spelled as a field (a quoted key, a property access, an object key) in at
 * most three files of src: its row, and where a call of its own or a human-facing text
 * needs it. A name several tables share has that allowance once per table; words that mean
 * something else in some files are listed with that meaning. A row that is a feature of
 * its own, with modules of its own (the grants of `permissions`, the branding of
 * `customization`, the links of `shareLinks`), is left out, and so
 * are the organization's kinds, whose references (a SAML provider's default team, the
 * settings' default content, merge rules, agent instructions) are still resolved by
 * their planners and shown by the views by name.
 */
const KINDS = ['site', 'section', 'group', 'site-space', 'space'] as const;

/** Rows with modules of their own, by name, and what they are. */
const FEATURES: Readonly<Record<string, string>> = {
  permissions: 'grants: read, paired, guarded and sent by modules of their own',
  customization: 'branding: its schema, read and read-modify-write have modules of their own',
  shareLinks: 'links: read (admin only), their deletes gated and sent by modules of their own',
  visitorAuth:
    'visitor authentication: read without its signing key, checked against the visibility and sent by modules of their own',
  gitSync:
    "Git Sync: the site's installation read, its structure refused, its spaces noted and its settings sent by modules of their own",
};
const SRC = join(import.meta.dirname, '../../src');
const MOST = 3;

/** Names too common to count: every kind and many values have a `title` or a `type`. */
const COMMON = new Set(['title', 'type', 'path', 'default']);

/** Files where a row's name means something else, by name, with what it means there. */
const OTHER_MEANINGS: Readonly<Record<string, { meaning: string; files: readonly string[] }>> = {
  proxy: {
    meaning: 'the HTTP proxy docform connects through (HTTPS_PROXY)',
    files: ['api/client.ts', 'api/connection.ts', 'api/types.ts', 'cli/context/with-api.ts'],
  },
  published: {
    meaning: "a share link's URL (official `ShareLink.urls.published`), which holds its key",
    files: ['api/answer-secrets.ts', 'api/resources/share-links.ts'],
  },
  description: {
    meaning: "a command's description (commander) or a JSON Schema's",
    files: ['cli/', 'config/json-schema.ts', 'model/schema/adaptive.ts'],
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'emulator' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

const FILES = sourceFiles(SRC).map((file) => ({
  file,
  text: readFileSync(join(SRC, file), 'utf8'),
}));

/** The files of src (outside the emulator) spelling `name` as a field. */
function spelling(name: string): string[] {
  const pattern = new RegExp(`['"\`]${name}['"\`]|\\.${name}\\b|\\b${name}\\??:`);
  return FILES.filter((f) => pattern.test(f.text)).map((f) => f.file);
}

/** Every row name, with the table files that have a row of that name. */
function rowNames(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const kind of KINDS) {
    for (const name of Object.keys(FIELD_TABLES[kind] ?? {})) {
      if (COMMON.has(name) || Object.hasOwn(FEATURES, name)) continue;
      const tables = names.get(name) ?? new Set<string>();
      names.set(name, tables);
    }
  }
  // a name any table has (one of the organization's kinds too) is spelled by each
  for (const [name, tables] of names) {
    for (const file of spelling(name)) if (file.startsWith('model/fields/')) tables.add(file);
  }
  return names;
}

describe('the name of a field', () => {
  const names = [...rowNames()];

  it('is found by the spelling check (the check can fail)', () => {
    expect(spelling('basename')).toContain('model/fields/site-fields.ts');
    expect(names.length).toBeGreaterThan(10);
  });

  it.each(names)('%s is spelled in its rows and at most two more files a row', (name, tables) => {
    const other = OTHER_MEANINGS[name];
    const files = spelling(name).filter(
      (file) =>
        !tables.has(file) &&
        !(other?.files ?? []).some((prefix) => file === prefix || file.startsWith(prefix)),
    );
    // each table with the row may spell it in two files more than its row
    expect(files.length, `${name}: ${files.join(', ')}`).toBeLessThanOrEqual(
      (MOST - 1) * Math.max(1, tables.size),
    );
  });
});
