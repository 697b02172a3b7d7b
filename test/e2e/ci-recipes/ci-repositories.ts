/**
 * Config repositories as the CI recipes (examples/ci) find them, in Git: docform
 * installed as the README installs it (its tarball, package.json and package-lock.json
 * committed), the GitLab note script at ci/gitlab-note.mjs, on `main` of a bare origin
 * reached by a `file://` URL; a merge request's branch on top; and the fresh clone a job
 * runs in, with no node_modules. npm installs from the tarball only: no registry.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ensureBuilt } from '../../packaging/built-dist.js';
import { ROOT } from '../support/examples-cli.js';

/** A shell's environment without what an enclosing `npm test` tells npm and Git. */
export function cleanEnv(): Record<string, string> {
  const keep = /^npm_config_(cache|registry|userconfig|globalconfig)$/i;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^GIT_/.test(key)) continue;
    if (!/^npm_/i.test(key) || keep.test(key)) env[key] = value;
  }
  delete env.DOCFORM_TOKEN;
  delete env.DOCFORM_API_URL;
  return { ...env, NO_COLOR: '1', npm_config_audit: 'false', npm_config_fund: 'false' };
}

export const run = (command: string, args: string[], cwd: string): string =>
  execFileSync(command, args, { cwd, env: cleanEnv(), encoding: 'utf8', stdio: 'pipe' });

/** `git` with an author, so that commits work without a user's Git config. */
export const git = (cwd: string, ...args: string[]): string =>
  run('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], cwd);

/** docform as `npm pack` packs it from this repository's build, into `dir`. */
export function packDocform(dir: string): string {
  ensureBuilt(ROOT);
  const json = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], ROOT);
  const [report] = JSON.parse(json) as { filename: string }[];
  if (!report) throw new Error('npm pack reported no tarball');
  return join(dir, report.filename);
}

/** Text to write at a path of the repository, or null to delete the file. */
export type Files = Record<string, string | null>;

function write(dir: string, files: Files): void {
  for (const [path, text] of Object.entries(files)) {
    const at = join(dir, path);
    if (text === null) rmSync(at, { force: true });
    else {
      mkdirSync(dirname(at), { recursive: true });
      writeFileSync(at, text, { mode: path.includes('.bin/') ? 0o755 : 0o644 });
    }
  }
}

export interface ConfigRepository {
  /** The bare origin's `file://` URL, as a job's `origin` remote. */
  readonly url: string;
  /** The bare origin. */
  readonly origin: string;
  /** The working copy branches are made in. */
  readonly work: string;
}

/**
 * The repository at `<root>/<project>.git` (a path such as `acme/docs-config`, as
 * GitLab's CI_PROJECT_PATH), its `main` holding docform's tarball installed as the
 * README does, ci/gitlab-note.mjs, and `files`.
 */
export function configRepository(
  root: string,
  tarball: string,
  files: Files,
  project = 'acme/docs-config',
): ConfigRepository {
  const work = join(root, 'work');
  mkdirSync(work, { recursive: true });
  git(root, 'init', '--quiet', '-b', 'main', work);
  copyFileSync(tarball, join(work, basename(tarball)));
  writeFileSync(join(work, 'package.json'), '{ "name": "docs-config", "private": true }\n');
  run('npm', ['install', '--save-dev', '--ignore-scripts', `./${basename(tarball)}`], work);
  mkdirSync(join(work, 'ci'));
  copyFileSync(join(ROOT, 'examples/ci/gitlab/gitlab-note.mjs'), join(work, 'ci/gitlab-note.mjs'));
  write(work, {
    '.gitignore': 'node_modules/\n.npm/\n.docform/\nplan.json\n*.plan\n*.plan.json\nplan.md\n',
    ...files,
  });
  git(work, 'add', '--all');
  git(work, 'commit', '--quiet', '--message', 'config repository');
  const origin = join(root, `${project}.git`);
  mkdirSync(dirname(origin), { recursive: true });
  git(root, 'clone', '--quiet', '--bare', work, origin);
  git(work, 'remote', 'add', 'origin', `file://${origin}`);
  return { url: `file://${origin}`, origin, work };
}

/**
 * Commits `files` on a new branch from main (a merge request's), written after `edit`
 * ran in the working copy (an `npm install` of another tarball, say), and pushes it.
 */
export function pushBranch(
  repo: ConfigRepository,
  branch: string,
  files: Files,
  edit: (work: string) => void = () => undefined,
): void {
  git(repo.work, 'checkout', '--quiet', '-b', branch, 'main');
  edit(repo.work);
  write(repo.work, files);
  // --force: a merge request may commit what the .gitignore leaves out (node_modules/)
  const written = Object.keys(files).filter((path) => files[path] !== null);
  if (written.length > 0) git(repo.work, 'add', '--force', '--', ...written);
  git(repo.work, 'add', '--all');
  git(repo.work, 'commit', '--quiet', '--message', `${branch}: a change`);
  git(repo.work, 'push', '--quiet', 'origin', branch);
  git(repo.work, 'checkout', '--quiet', 'main');
}

/** The checkout a job runs in: a fresh clone of the origin at `branch`, detached. */
export function jobCheckout(repo: ConfigRepository, branch: string, dir: string): string {
  git(dirname(dir), 'clone', '--quiet', '--branch', branch, repo.url, dir);
  git(dir, 'checkout', '--quiet', '--detach');
  return dir;
}
