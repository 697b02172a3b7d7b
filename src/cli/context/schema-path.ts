import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCHEMA } from '../../config/export/export-config.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';

/**
 * The `# yaml-language-server: $schema=` path of a config written by `export` or
 * `init`: relative from the written file to this package's schema, through the
 * project's `node_modules/docform` when docform is installed there (a path that holds
 * in every clone of the project, even when the install is a link to a checkout).
 */
export function schemaFor(file: string | undefined, io: CliIo): string {
  if (file !== undefined) {
    const installed = installedSchema(dirname(resolve(localPath(io, file))));
    if (installed !== undefined) return installed;
  }
  const schema = packageSchema();
  if (file === undefined || schema === undefined) return DEFAULT_SCHEMA;
  const path = relative(dirname(resolve(localPath(io, file))), schema)
    .split(sep)
    .join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** `./node_modules/docform/schemas/...` (or `../node_modules/...`) seen from `dir`. */
function installedSchema(dir: string): string | undefined {
  const up: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules', 'docform', 'schemas', 'docform.schema.json'))) {
      return `${up.length === 0 ? '.' : up.join('/')}/node_modules/docform/schemas/docform.schema.json`;
    }
    if (at === dirname(at)) return undefined;
    up.push('..');
  }
}

function packageSchema(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dir !== dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'docform'
    ) {
      return join(dir, 'schemas', 'docform.schema.json');
    }
    dir = dirname(dir);
  }
  return undefined;
}
