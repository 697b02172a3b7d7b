import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../../config/default-path.js';
import { isInside, realDirectory, repositoryRoot } from '../../config/repository-root.js';
import { writeFileSafely, writeRefusal } from '../../files/safe-write.js';
import { DocformError } from '../../model/errors.js';
import type { CliIo } from '../io.js';
import { DEFAULT_EMULATOR_STATE } from './emulator-argument.js';

/** The directory `--emulator` keeps its state in: local, never committed. */
export const STATE_DIR = `${DEFAULT_EMULATOR_STATE.split('/')[0] ?? '.docform'}/`;

interface Ignored {
  readonly line: string;
  /** Other lines that ignore the same files: one of them is as good as `line`. */
  readonly also: readonly string[];
}

const STATE: Ignored = { line: STATE_DIR, also: ['.docform', '/.docform', '/.docform/'] };

/**
 * What a config directory's .gitignore keeps out of Git: the packages `npm install`
 * puts beside the config (docform itself, as the README installs it), the `--emulator`
 * state (it holds the emulator's tokens and certificates), and saved plans by the names
 * the docs and CI recipes give them (`plan --out plan.json`, `--out staging.plan`,
 * `*.plan.json`). A saved plan is a build artifact of one run, made against the
 * organization as it was then: committed, it would be stale at once.
 */
const IGNORED: readonly Ignored[] = [
  { line: 'node_modules/', also: ['node_modules', '/node_modules', '/node_modules/'] },
  STATE,
  { line: 'plan.json', also: ['/plan.json'] },
  { line: '*.plan', also: [] },
  { line: '*.plan.json', also: [] },
];

/** One .gitignore a command leaves, with the lines it must hold. */
export interface Gitignore {
  /** The path opened. */
  readonly path: string;
  /** The path as messages show it. */
  readonly shown: string;
  readonly entries: readonly Ignored[];
  /** What the lines keep out, for the comment above them. */
  readonly what: string;
  /** Why they are there, when the message should say it. */
  readonly why?: string;
}

/**
 * The .gitignore files a command that starts a config in directory `at` leaves (`init
 * DIR`, `export --output`): `at`'s, with every line; and, when the commands run in a
 * Git work tree that does not lie in `at`, the current directory's, with `.docform/`:
 * `--emulator` writes its state below the directory a command runs in, not the
 * config's, so `at`'s .gitignore does not cover it. Only in a Git work tree: elsewhere
 * no `git status` would show the state. `shown` names a file of `at` for messages.
 */
export function gitignoresFor(io: CliIo, at: string, shown: (name: string) => string): Gitignore[] {
  const own: Gitignore = {
    path: join(at, '.gitignore'),
    shown: shown('.gitignore'),
    entries: IGNORED,
    what: 'installed packages, --emulator state and saved plans',
  };
  const here = realDirectory(resolve(io.cwd ?? '.'));
  if (isInside(realDirectory(resolve(at)), here)) return [own];
  const root = repositoryRoot(join(here, DEFAULT_CONFIG_FILE));
  if (!existsSync(join(root, '.git'))) return [own];
  const state: Gitignore = {
    path: join(here, '.gitignore'),
    shown: '.gitignore',
    entries: [STATE],
    what: '--emulator state',
    why: `--emulator keeps its state in ${DEFAULT_EMULATOR_STATE} of the directory it runs in`,
  };
  return [own, state];
}

/**
 * Refuses, before anything is written, a .gitignore that is a symbolic link (a dangling
 * one too): docform never writes through one.
 */
export function refuseLinkedGitignores(files: readonly Gitignore[]): void {
  for (const file of files) {
    const refused = writeRefusal(file.path, file.shown);
    if (refused) throw new DocformError(`${refused.message}: nothing was written`);
  }
}

/**
 * Adds to each file the lines it lacks, below a comment saying what they keep out, and
 * keeps every line it holds (a file that holds them all is not written); a message for
 * each file it added to.
 */
export function writeGitignores(files: readonly Gitignore[]): string[] {
  const messages: string[] = [];
  for (const file of files) {
    const added = addMissingLines(file);
    if (added.length === 0) continue;
    const why = file.why === undefined ? '' : `: ${file.why}`;
    messages.push(`added ${added.join(', ')} to ${file.shown}${why}`);
  }
  return messages;
}

function addMissingLines(file: Gitignore): string[] {
  const text = existsSync(file.path) ? readFileSync(file.path, 'utf8') : '';
  const lines = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  const missing = file.entries.filter((i) => ![i.line, ...i.also].some((l) => lines.has(l)));
  if (missing.length === 0) return [];
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  const added = missing.map((i) => i.line);
  writeFileSafely(file.path, `${text}${separator}# docform: ${file.what}\n${added.join('\n')}\n`);
  return added;
}
