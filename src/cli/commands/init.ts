import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_CONFIG_DIR, DEFAULT_CONFIG_FILE, holdsConfig } from '../../config/default-path.js';
import { writeFileSafely, writeRefusal } from '../../files/safe-write.js';
import { DocformError } from '../../model/errors.js';
import { isInside, realDirectory, repositoryRoot } from '../../config/repository-root.js';
import { ENTITY_ID } from '../../model/schema/fields.js';
import { commandLineHint } from '../context/command-line-hint.js';
import type { ProgramOrigin } from '../context/command-line-hint.js';
import { DEFAULT_EMULATOR_STATE } from '../context/emulator-argument.js';
import { schemaFor } from '../context/schema-path.js';
import { EXIT_OK } from '../exit-codes.js';
import { withHelp } from '../help-text.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';

interface InitOptions {
  readonly organization?: string;
}

/** The organization a starter config names without --organization: the emulator's. */
const SAMPLE_ORGANIZATION = 'org_acme';

/** The directory `--emulator` keeps its state in: local, never committed. */
const STATE_DIR = `${DEFAULT_EMULATOR_STATE.split('/')[0] ?? '.docform'}/`;

/**
 * `docform init [DIR]`: a starter docform.yaml that validates (the schema line for editor
 * completion, the organization, commented examples of each collection), and `.docform/`,
 * saved plans and, in an npm project, `node_modules/` in `.gitignore`. Never replaces a
 * config.
 */
export function registerInit(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('init [dir]')
    .description(
      `write a starter ${DEFAULT_CONFIG_FILE} (and ${STATE_DIR}, saved plans, and node_modules/ beside a package.json, in .gitignore) in DIR`,
    )
    .option(
      '--organization <id>',
      `the id of the organization to manage (default: ${SAMPLE_ORGANIZATION}, the emulator's sample)`,
    );
  withHelp(command, 'offline', [
    [0, 'written'],
    [1, 'a config exists already, --organization is not an id, or a file cannot be written'],
  ]).action(async (dir: string | undefined, options: InitOptions) => {
    refuseOrganization(options.organization);
    const shown = (name: string): string => (dir === undefined ? name : join(dir, name));
    const at = localPath(io, dir ?? '.');
    // a docform/ folder without a config (a clone of docform, say) is no config to keep
    const existing = [DEFAULT_CONFIG_FILE, DEFAULT_CONFIG_DIR].find((name) =>
      name === DEFAULT_CONFIG_DIR ? holdsConfig(join(at, name)) : existsSync(join(at, name)),
    );
    if (existing !== undefined) {
      throw new DocformError(
        `${shown(existing)} exists: init never replaces a config; edit it, or init another directory`,
      );
    }
    const here = stateIgnoredHere(io, at);
    refuseLinks(at, [DEFAULT_CONFIG_FILE, '.gitignore'], shown);
    if (here !== undefined) refuseLinks(here, ['.gitignore'], (name) => name);
    // the emulator's bundle is loaded here, not with the command (`--help` loads none of
    // it), and before anything is written: a failure to load it leaves no file behind
    const { builtinFixture } = await import('../../emulator/public.js');
    const sample = builtinFixture().organizations.map((o) => o.id);
    mkdirSync(at, { recursive: true });
    const config = shown(DEFAULT_CONFIG_FILE);
    writeFileSafely(join(at, DEFAULT_CONFIG_FILE), starter(schemaFor(config, io), options));
    io.stdout.write(`wrote ${config}\n`);
    // docform installed in DIR, as the README installs it: its node_modules/ too
    const npmProject = existsSync(join(at, 'package.json'));
    const ignored = ignoreState(
      join(at, '.gitignore'),
      npmProject ? [NODE_MODULES, ...IGNORED] : IGNORED,
      npmProject
        ? 'installed packages, --emulator state and saved plans'
        : '--emulator state and saved plans',
    );
    if (ignored.length > 0) {
      io.stdout.write(`added ${ignored.join(', ')} to ${shown('.gitignore')}\n`);
    }
    const state =
      here === undefined
        ? []
        : ignoreState(join(here, '.gitignore'), IGNORED.slice(0, 1), '--emulator state');
    if (state.length > 0) {
      io.stdout.write(
        `added ${state.join(', ')} to .gitignore: --emulator keeps its state in ${DEFAULT_EMULATOR_STATE} of the directory it runs in\n`,
      );
    }
    io.stdout.write(nextSteps(config, options, sample, io));
    exitWith(EXIT_OK);
  });
}

/**
 * An empty or malformed `--organization` is refused before anything is written: the
 * starter would not validate (an empty value leaves `organization:` without one), and
 * an id with a space or a `#` would be cut or commented out in the YAML.
 */
function refuseOrganization(organization: string | undefined): void {
  if (organization === undefined || ENTITY_ID.test(organization)) return;
  const given =
    organization.trim() === ''
      ? 'is empty'
      : `${JSON.stringify(organization)} is not an organization id`;
  throw new DocformError(
    `--organization ${given}: an id is letters, digits, _ and - (such as ${SAMPLE_ORGANIZATION}); nothing was written. Leave --organization out for the emulator's sample organization.`,
  );
}

/**
 * What to run next. An organization of the emulator's built-in fixture (`emulated`: the
 * sample, by default) is tried with `--emulator`; any other is a real one, planned
 * against the API with its token, as `--emulator` knows no such organization.
 */
function nextSteps(
  config: string,
  options: InitOptions,
  emulated: readonly string[],
  origin: ProgramOrigin,
): string {
  const organization = options.organization ?? SAMPLE_ORGANIZATION;
  // `./node_modules/.bin/docform` where docform runs from one, as the README installs it
  const run = (command: string, where = {}) => commandLineHint(origin, [command, config], where);
  const plan = run('plan');
  const validate = `Next: ${run('validate')}, then`;
  if (!emulated.includes(organization)) {
    return `${validate} ${plan}, with an API token of ${organization} in DOCFORM_TOKEN.\n`;
  }
  const tryIt = run('plan', { emulatorState: DEFAULT_EMULATOR_STATE });
  const next = `${validate} ${tryIt} to try it without an account.\n`;
  if (options.organization !== undefined) return next;
  return `${next}Then set organization: in ${config} to your organization's id (it is ${SAMPLE_ORGANIZATION}, the emulator's sample, until you do).\nWith its API token in DOCFORM_TOKEN, ${plan} plans it against the API.\n`;
}

/**
 * Neither file init writes may be a symbolic link (a dangling one passes `existsSync`):
 * both are checked before either is written, so a refusal leaves nothing behind.
 */
function refuseLinks(at: string, names: readonly string[], shown: (name: string) => string) {
  for (const name of names) {
    const refused = writeRefusal(join(at, name), shown(name));
    if (refused) throw new DocformError(`${refused.message}: nothing was written`);
  }
}

/**
 * What init adds to the .gitignore: the `--emulator` state, and saved plans by the names
 * the docs and CI recipes give them (`plan --out plan.json`, `--out staging.plan`,
 * `*.plan.json`). A saved plan is a build artifact of one run, made against the
 * organization as it was then: committed, it would be stale at once.
 */
const IGNORED: readonly { readonly line: string; readonly also: readonly string[] }[] = [
  { line: STATE_DIR, also: ['.docform', '/.docform', '/.docform/'] },
  { line: 'plan.json', also: ['/plan.json'] },
  { line: '*.plan', also: [] },
  { line: '*.plan.json', also: [] },
];

/**
 * What init adds first in a directory that holds a `package.json`, where docform is
 * installed in `node_modules/` (README, "Installation"): thousands of files that are
 * no part of the config, and would otherwise show in every `git status`.
 */
const NODE_MODULES: (typeof IGNORED)[number] = {
  line: 'node_modules/',
  also: ['node_modules', '/node_modules', '/node_modules/'],
};

/**
 * The directory the next steps run in (this one), when its `.docform/` needs a line of
 * its own: `--emulator` writes its state below the directory a command runs in, not the
 * config's, so DIR's .gitignore does not cover it unless this directory lies in DIR.
 * Only in a Git work tree: elsewhere no `git status` would show the state.
 */
function stateIgnoredHere(io: CliIo, at: string): string | undefined {
  const here = realDirectory(resolve(io.cwd ?? '.'));
  if (isInside(realDirectory(resolve(at)), here)) return undefined;
  const root = repositoryRoot(join(here, DEFAULT_CONFIG_FILE));
  return existsSync(join(root, '.git')) ? here : undefined;
}

/** Adds the lines of `entries` that the .gitignore lacks; the lines it added. */
function ignoreState(path: string, entries: typeof IGNORED, what: string): string[] {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const lines = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  const missing = entries.filter((i) => ![i.line, ...i.also].some((l) => lines.has(l)));
  if (missing.length === 0) return [];
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  const added = missing.map((i) => i.line);
  writeFileSafely(path, `${text}${separator}# docform: ${what}\n${added.join('\n')}\n`);
  return added;
}

/**
 * The starter config. Without --organization it names the emulator's sample
 * organization, which `plan --emulator` can try, and says to change it.
 */
function starter(schema: string, options: InitOptions): string {
  const organization =
    options.organization === undefined
      ? `${SAMPLE_ORGANIZATION} # the emulator's sample organization: change it to your organization's id`
      : `${options.organization} # the id of the organization; everything below lives in it`;
  return `# yaml-language-server: $schema=${schema}
# docform: the organization as it should be. Every field: docs/config.md.
# docform export writes a whole live organization in this format, to start from.
version: 1
organization: ${organization}

# settings: # only the fields you declare are managed
#   title: Acme
#   defaultRole: read

# members: # roles of existing members, by email
#   alice@acme.example: admin

# teams:
#   docs: # the key: its address is team.docs
#     title: Docs
#     members: [alice@acme.example]

# spaces: # existing spaces: key -> id, plus the settings to manage
#   guides: { id: spc_guides }
#   handbook: { title: Team Handbook } # no id: a space docform creates and owns

# sites:
#   docs:
#     title: Acme Docs
#     visibility: public
#     spaces: # root site spaces, in this order
#       - { space: guides, path: guides, default: true }

# policy:
#   prune: [teams] # collections where live objects not declared here are deleted
`;
}
