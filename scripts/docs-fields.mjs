// Regenerates the field tables of docs/config.md from the kinds' tables
// (src/model/fields/tables.ts): `npm run docs:fields` (it builds dist/ first). Each
// table sits between `<!-- fields:KIND -->` and `<!-- /fields:KIND -->`; the prose
// around them stays as written. test/config/field-tables-in-docs.test.ts fails when the
// page is stale. An argument names another page to update (the script's own test).
/* global console, process -- Node's */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE =
  process.argv[2] === undefined ? join(ROOT, 'docs/config.md') : resolve(process.argv[2]);
const NAME = process.argv[2] ?? 'docs/config.md';
const DIST = join(ROOT, 'dist/src');

if (!existsSync(join(DIST, 'config/field-docs.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm run docs:fields does).');
  process.exit(1);
}
const { fieldDocsByKind } = await import(pathToFileURL(join(DIST, 'config/field-docs.js')).href);
const { withFieldTables } = await import(pathToFileURL(join(DIST, 'report/field-tables.js')).href);

const before = readFileSync(PAGE, 'utf8');
const { text, missing, unknown } = withFieldTables(before, fieldDocsByKind());
for (const kind of unknown)
  console.error(`${NAME}: <!-- fields:${kind} --> names no kind with a table`);
for (const kind of missing)
  console.error(
    `${NAME}: no <!-- fields:${kind} --> ... <!-- /fields:${kind} --> block: add one where the ${kind} fields are described`,
  );
if (text !== before) writeFileSync(PAGE, text);
console.log(text === before ? `${NAME} is up to date` : `wrote ${NAME}`);
process.exit(missing.length + unknown.length > 0 ? 1 : 0);
