import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { listOrganizations } from '../../api/resources/organizations.js';
import { readLive, readScopeAll } from '../../api/read-live.js';
import { exportConfig, DEFAULT_SCHEMA } from '../../config/export/export-config.js';
import { DocformError } from '../../model/errors.js';
import { addApiOptions, type ApiOptions } from '../context/api-options.js';
import { commandContext } from '../context/command-context.js';
import { withApi } from '../context/with-api.js';
import { EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';

interface ExportOptions extends ApiOptions {
  readonly organization?: string;
  readonly output?: string;
}

/** `docform export [--organization ID] [--output FILE|DIR]`: the live org as YAML (issue 7). */
export function registerExport(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('export')
    .description('write the live organization as a docform config')
    .option('--organization <id>', 'organization to export (default: the only one the token sees)')
    .option('--output <path>', 'file, or directory for DIR/docform.yaml (default: stdout)');
  addApiOptions(command).action(async (options: ExportOptions) => {
    exitWith(await runExport(io, options));
  });
}

async function runExport(io: CliIo, options: ExportOptions): Promise<number> {
  const context = commandContext(io, options, undefined);
  const target = outputFile(options.output, io);
  const { yaml, variables, warnings } = await withApi(context.api, async ({ client }) => {
    const organization = options.organization ?? (await onlyOrganization(client));
    context.progress.status(`reading ${organization}`);
    const { live } = await readLive(client, readScopeAll(organization));
    context.progress.done();
    return exportConfig(live, { organization, schema: schemaFor(target, io) });
  });
  if (target === undefined) io.stdout.write(yaml);
  else {
    mkdirSync(dirname(localPath(io, target)), { recursive: true });
    writeFileSync(localPath(io, target), yaml);
    io.stderr.write(`wrote ${target}\n`);
  }
  for (const warning of warnings) io.stderr.write(`warning: ${warning}\n`);
  if (variables.length > 0) {
    io.stderr.write(
      `Set these environment variables before validate or plan (the secrets are not exported):\n${variables.map((v) => `  ${v}`).join('\n')}\n`,
    );
  }
  return EXIT_OK;
}

async function onlyOrganization(client: Parameters<typeof listOrganizations>[0]): Promise<string> {
  const orgs = await listOrganizations(client);
  const only = orgs[0];
  if (orgs.length === 1 && only) return only.id;
  if (orgs.length === 0) throw new DocformError('the token sees no organization');
  const list = orgs.map((o) => `${o.id} (${o.title})`).join(', ');
  throw new DocformError(
    `the token sees ${orgs.length} organizations; pick one with --organization: ${list}`,
  );
}

/**
 * A directory (existing, or written with a trailing slash) gets `docform.yaml` inside;
 * the path as the user wrote it, for messages (CliIo.cwd opens it).
 */
function outputFile(output: string | undefined, io: CliIo): string | undefined {
  if (output === undefined) return undefined;
  const opened = localPath(io, output);
  const isDir =
    output.endsWith('/') ||
    output.endsWith(sep) ||
    (existsSync(opened) && statSync(opened).isDirectory());
  return isDir ? join(output, 'docform.yaml') : output;
}

/** The `$schema` line: relative from the written file to this package's schema. */
function schemaFor(file: string | undefined, io: CliIo): string {
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
