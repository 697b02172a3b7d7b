/**
 * Nothing the repository tells a user or a CI job to run, and no command docform prints
 * as a hint, runs docform through a package runner: where docform is not installed (a
 * Git worktree, another directory, a job without node_modules) `npx docform` asks the
 * public registry for a package of that name and, without a terminal, runs whatever it
 * gets; `npx --no-install docform` runs nothing but still asks; `npm exec`, `pnpm dlx`,
 * `yarn dlx` and `bunx` do the same. The README, the docs, the examples and CI recipes,
 * action.yml, the scripts and the sources (which print the hints) name the installed
 * bin instead (`./node_modules/.bin/docform`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** What the repository ships to users and CI: everything but tests and installed packages. */
const SCANNED = ['README.md', 'action.yml', 'docs', 'examples', 'src', 'scripts', '.ci'];

/** A package runner that fetches `docform` from a registry where it is not installed. */
const FETCHES_DOCFORM =
  /\b(?:npx|npm\s+(?:exec|x)|pnpm\s+dlx|yarn\s+dlx|bunx)(?:\s+--?[\w-]+(?:=\S*)?)*\s+(?:--\s+)?docform\b/;

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** Each line of the scanned files that runs docform through a package runner. */
function fetchingLines(): string[] {
  return SCANNED.flatMap((entry) => files(join(ROOT, entry)))
    .filter((file) => !/\.(png|tgz)$/.test(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          FETCHES_DOCFORM.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
}

/** Lines the check must find, and lines it must leave alone. */
const SAMPLES: [string, boolean][] = [
  ['npx docform plan', true],
  ['    - set +e; npx docform plan --detailed-exitcode > plan.md', true],
  ['npx --no-install docform apply plan.json', true],
  ['npx -y docform@latest init', true],
  ['npx --yes -- docform', true],
  ['npm exec docform -- plan', true],
  ['pnpm dlx docform plan', true],
  ['bunx docform plan', true],
  ['./node_modules/.bin/docform plan', false],
  ['npx vitest run test/e2e/drift.test.ts', false],
  ['node dist/bin/docform.js plan --emulator', false],
  ['Not through npx: where docform is not installed', false],
];

describe('docform is never run through a package runner that fetches it', () => {
  it('in the README, docs, examples, CI recipes, action.yml, scripts and sources', () => {
    // the check finds each way of running docform through a runner, and only those
    expect(SAMPLES.filter(([line, found]) => FETCHES_DOCFORM.test(line) !== found)).toEqual([]);
    // it reads the recipes and the sources of the hints
    const scanned = SCANNED.flatMap((entry) => files(join(ROOT, entry))).map((f) =>
      relative(ROOT, f),
    );
    expect(scanned).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/ci.md',
        'examples/ci/gitlab/.gitlab-ci.yml',
        'examples/ci/github/docform-plan.yml',
        'src/cli/context/command-line-hint.ts',
        'src/cli/commands/init.ts',
      ]),
    );
    expect(fetchingLines()).toEqual([]);
  });
});
