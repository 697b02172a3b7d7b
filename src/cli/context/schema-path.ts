import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCHEMA } from '../../config/export/export-config.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';

/**
 * The `# yaml-language-server: $schema=` path of a config written by `export` or
 * `init`: relative from the written file to this package's schema.
 */
export function schemaFor(file: string | undefined, io: CliIo): string {
  const schema = packageSchema();
  if (file === undefined || schema === undefined) return DEFAULT_SCHEMA;
  const path = relative(dirname(resolve(localPath(io, file))), schema)
    .split(sep)
    .join('/');
  return path.startsWith('.') ? path : `./${path}`;
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
