import { existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import type { Command } from 'commander';
import { listOrganizations } from '../../api/resources/organizations.js';
import { readLive } from '../../api/read-live.js';
import { DEFAULT_CONFIG_DIR, DEFAULT_CONFIG_FILE } from '../../config/default-path.js';
import { exportConfig } from '../../config/export/export-config.js';
import { ORGANIZATION_LOCATION_KEY } from '../../model/desired.js';
import { DocformError } from '../../model/errors.js';
import { ownDirectory, writeFileSafely, writeRefusal } from '../../files/safe-write.js';
import type { SourceLocation } from '../../model/location.js';
import { readAll } from '../../model/read-needs.js';
import { addApiOptions, type ApiOptions } from '../context/api-options.js';
import { commandContext } from '../context/command-context.js';
import { schemaFor } from '../context/schema-path.js';
import { withApi } from '../context/with-api.js';
import { EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { withHelp } from '../help-text.js';
import { safeOutput } from '../safe-output.js';
import { chosenEnvironment } from '../context/env-option.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import { configPath, loadDesired, loadFrom } from '../context/load-desired.js';
import { ALL_ENVIRONMENTS } from '../../config/environments.js';
import { shownChoice } from '../../config/environment-checks.js';
import { unknownOrganization } from '../context/unknown-organization.js';
import { gitignoresFor, refuseLinkedGitignores, writeGitignores } from '../context/git-ignore.js';

interface ExportOptions extends ApiOptions {
  readonly organization?: string;
  readonly env?: string;
  readonly output?: string;
  readonly force?: boolean;
  readonly full?: boolean;
}

/**
 * `docform export [--organization ID] [--output FILE|DIR] [--full]`: the live org as
 * YAML. A file written leaves the .gitignore `init` leaves beside it (git-ignore.ts).
 */
export function registerExport(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('export')
    .description('write the live organization as a docform config')
    .option('--organization <id>', 'organization to export (default: the only one the token sees)')
    .option(
      '--output <path>',
      `file, or directory for DIR/${DEFAULT_CONFIG_FILE} (default: stdout)`,
    )
    .option('--force', 'overwrite the --output file, or write into a directory holding YAML')
    .option(
      '--full',
      'also write the values a new object holds anyway (platform defaults), which are left out otherwise',
    )
    .option(
      '--env <name>',
      `export the organization of this environment of ./${DEFAULT_CONFIG_FILE} (or ./${DEFAULT_CONFIG_DIR}/)`,
    );
  withHelp(addApiOptions(command), 'api', [
    [0, 'written'],
    [1, 'error: API error, several organizations, a file it would overwrite'],
  ]).action(async (options: ExportOptions) => {
    // a config read for --env reports its problems like every command does
    const color = commandContext(io, options, undefined).errColor;
    exitWith(await reportingConfigErrors(io.stderr, color, () => runExport(io, options)));
  });
}

async function runExport(io: CliIo, options: ExportOptions): Promise<number> {
  const context = commandContext(io, options, undefined);
  const target = outputFile(options.output, io);
  refuseLinks(io, options.output, target);
  if (options.force !== true) refuseOverwrite(io, options.output, target);
  const gitignores =
    target === undefined
      ? []
      : gitignoresFor(io, dirname(localPath(io, target)), (name) => join(dirname(target), name));
  refuseLinkedGitignores(gitignores);
  const chosen = await environmentOrganization(io, options);
  const { yaml, variables, warnings } = await withApi(context.api, async ({ client, emulated }) => {
    const organization = chosen?.id ?? (await onlyOrganization(client, () => environmentsHere(io)));
    context.progress.status(`reading ${organization}`);
    // everything export writes: every grant, and every site space's customization
    const { live } = await readLive(
      client,
      readAll(organization, { grants: true, overrides: true }),
    ).catch(async (error: unknown) => {
      throw await unknownOrganization(error, organization, client, {
        location: chosen?.location,
        fix: chosen?.location === undefined ? '--organization' : '`organization:` in the config',
        emulated,
      });
    });
    context.progress.done();
    return exportConfig(live, {
      organization,
      schema: schemaFor(target, io),
      full: options.full === true,
    });
  });
  if (target === undefined) io.stdout.write(yaml);
  else {
    const opened = localPath(io, target);
    // never through a link (checked before any request too), whole or not at all
    if (target !== options.output) ownDirectory(dirname(opened), true);
    else mkdirSync(dirname(opened), { recursive: true });
    writeFileSafely(opened, safeOutput(yaml));
    io.stderr.write(`wrote ${target}\n`);
    for (const message of writeGitignores(gitignores)) io.stderr.write(`${message}\n`);
  }
  for (const warning of warnings) io.stderr.write(`warning: ${warning}\n`);
  if (variables.length > 0) {
    io.stderr.write(
      `Set these environment variables before validate or plan (the secrets are not exported):\n${variables.map((v) => `  ${v}`).join('\n')}\n`,
    );
  }
  return EXIT_OK;
}

/**
 * The one organization the token sees; with several, the error lists them and the ways
 * to pick one: `--organization ID`, and `--env NAME` when the config here declares
 * environments (`environments` is asked only then).
 */
async function onlyOrganization(
  client: Parameters<typeof listOrganizations>[0],
  environments: () => Promise<string | undefined>,
): Promise<string> {
  const orgs = await listOrganizations(client);
  const only = orgs[0];
  if (orgs.length === 1 && only) return only.id;
  if (orgs.length === 0) throw new DocformError('the token sees no organization');
  const list = orgs.map((o) => `${o.id} (${o.title})`).join(', ');
  const here = await environments();
  const ways = here === undefined ? '--organization' : `--env NAME (${here}) or --organization ID`;
  throw new DocformError(
    `the token sees ${orgs.length} organizations; pick one with ${ways}: ${list}`,
  );
}

/**
 * `docform.yaml has production, staging` when the config of the current directory
 * declares environments; undefined without one, or when it cannot be read (the export
 * does not need it).
 */
async function environmentsHere(io: CliIo): Promise<string | undefined> {
  const from = { path: undefined, cwd: io.cwd };
  const loaded = await loadFrom(from, io.env, ALL_ENVIRONMENTS);
  const names = loaded.environments?.map((e) => e.name) ?? [];
  if (names.length === 0) return undefined;
  return `${basename(configPath(from))} has ${names.join(', ')}`;
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
  return isDir ? join(output, DEFAULT_CONFIG_FILE) : output;
}

/**
 * `export` never writes through a symbolic link, `--force` or not: not at the file it
 * writes, and not at a directory named by `--output` (docform.yaml would land where the
 * link points). Checked before any request, and again as it writes (safe-write.ts).
 */
function refuseLinks(io: CliIo, output: string | undefined, file: string | undefined): void {
  if (output === undefined || file === undefined) return;
  const refused = writeRefusal(localPath(io, file), file);
  const dir = dirname(localPath(io, file));
  const linked = file !== output && isLink(dir);
  if (refused === undefined && !linked) return;
  const why =
    refused?.message ??
    `${dirname(file)} is a symbolic link; docform does not write into a directory through one`;
  throw new DocformError(`--output ${why}: nothing was written; choose another --output`);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * `export` never replaces a config without `--force`: the file it
 * would write must not exist, and a directory named by `--output` must hold no YAML
 * already (a config directory: a new docform.yaml would merge into it). Checked before
 * any request.
 */
function refuseOverwrite(io: CliIo, output: string | undefined, file: string | undefined): void {
  if (output === undefined || file === undefined) return;
  const way = 'nothing was written; pass --force to replace it, or choose another --output';
  if (existsSync(localPath(io, file))) throw new DocformError(`${file} exists: ${way}`);
  const dir = dirname(localPath(io, file));
  const yaml = existsSync(dir)
    ? readdirSync(dir).filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    : [];
  if (file !== output && yaml.length > 0) {
    throw new DocformError(`${output} already holds a config (${yaml.join(', ')}): ${way}`);
  }
}

/**
 * The organization to export: `--organization`, else the one the environment of
 * `--env` (or DOCFORM_ENV) names in the config of the current directory,
 * with the place of that environment's `organization:`.
 */
async function environmentOrganization(
  io: CliIo,
  options: ExportOptions,
): Promise<{ id: string; location?: SourceLocation | undefined } | undefined> {
  const chosen = chosenEnvironment(options, io);
  if (chosen === undefined) {
    return options.organization === undefined ? undefined : { id: options.organization };
  }
  if (chosen.name === ALL_ENVIRONMENTS) {
    throw new DocformError(
      `${shownChoice(chosen.name, chosen.from)}: export writes one organization; pass --env NAME or --organization ID`,
    );
  }
  // that environment of the config, its problems (an unknown name, with "did you mean";
  // a config without environments) naming --env or DOCFORM_ENV as the user set it
  const { desired } = await loadDesired(
    { path: undefined, cwd: io.cwd },
    io.env,
    chosen.name,
    chosen.from,
  );
  const environment = chosen.name;
  const organization = desired.organization;
  if (options.organization !== undefined && options.organization !== organization) {
    throw new DocformError(
      `--organization ${options.organization} is not environment ${environment}'s organization (${organization})`,
    );
  }
  return { id: organization, location: desired.locations.get(ORGANIZATION_LOCATION_KEY) };
}
