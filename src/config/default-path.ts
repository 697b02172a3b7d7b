import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { confinedRealPath } from './confined-path.js';
import { isConfigFile } from './read-config-files.js';
import { repositoryRoot } from './repository-root.js';

export const DEFAULT_CONFIG_FILE = 'docform.yaml';
export const DEFAULT_CONFIG_DIR = 'docform';

/** The file system calls the defaults need, replaceable in tests. */
export interface DefaultPathFs {
  readonly exists: (path: string) => boolean;
  /** The names in a directory; empty when it cannot be read. */
  readonly list: (dir: string) => readonly string[];
  /** A file's text; empty when it cannot be read. */
  readonly read: (file: string) => string;
}

const nodeFs: DefaultPathFs = {
  exists: existsSync,
  list: (dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
  read: readHead,
};

/** The most of a file `holdsConfig` reads: a config file's `version:` is near its top. */
const HEAD_BYTES = 1 << 20;

/**
 * The start of a config file, read as the loader reads the file (read-config-files.ts):
 * only a regular file of its repository, opened without blocking. A `docform/x.yaml`
 * linked to a file outside the repository, to a FIFO or to `/dev/zero` is not read,
 * and reads as empty.
 */
function readHead(file: string): string {
  const at = confinedRealPath(file, repositoryRoot(file));
  if (!('real' in at)) return '';
  let fd: number;
  try {
    fd = openSync(
      at.real,
      constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0),
    );
  } catch {
    return '';
  }
  try {
    if (!fstatSync(fd).isFile()) return '';
    const head = Buffer.alloc(HEAD_BYTES);
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0)).toString('utf8');
  } catch {
    return '';
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether `dir` holds a docform config: a `*.yaml` file with a top-level `version:` key,
 * which every config has. A `docform/` folder holding anything else (a clone of docform
 * itself, say) is not taken for one.
 */
export function holdsConfig(dir: string, fs: DefaultPathFs = nodeFs): boolean {
  return fs
    .list(dir)
    .filter(isConfigFile)
    .some((name) => /^version[ \t]*:/m.test(fs.read(join(dir, name))));
}

/**
 * The CONFIG default (docs/architecture.md, "The command line"): `./docform.yaml`, else the
 * directory `./docform/` when it holds a config. When neither is there the file is
 * named, so that the error says what was looked for.
 */
export function defaultConfigPath(cwd = '.', fs: DefaultPathFs = nodeFs): string {
  const file = join(cwd, DEFAULT_CONFIG_FILE);
  if (fs.exists(file)) return file;
  const dir = join(cwd, DEFAULT_CONFIG_DIR);
  return fs.exists(dir) && holdsConfig(dir, fs) ? dir : file;
}

/** The CONFIG argument as given, or the default. */
export function resolveConfigPath(given: string | undefined, cwd = '.'): string {
  return given ?? defaultConfigPath(cwd);
}

/**
 * With no CONFIG given and neither default in `cwd`: the problem, naming both places
 * looked at and the ways out. Undefined when one is there.
 */
export function noDefaultConfig(cwd = '.', fs: DefaultPathFs = nodeFs): Diagnostic | undefined {
  if (fs.exists(join(cwd, DEFAULT_CONFIG_FILE))) return undefined;
  const dir = join(cwd, DEFAULT_CONFIG_DIR);
  const folder = fs.exists(dir);
  if (folder && holdsConfig(dir, fs)) return undefined;
  return {
    severity: 'error',
    code: 'config-not-found',
    message: folder
      ? `no config found: ./${DEFAULT_CONFIG_FILE} does not exist, and ./${DEFAULT_CONFIG_DIR}/ holds no docform config (no *.yaml file with version:)`
      : `no config found: neither ./${DEFAULT_CONFIG_FILE} nor ./${DEFAULT_CONFIG_DIR}/ exists here`,
    hint: 'pass CONFIG (a file, or a directory of *.yaml files), or run docform init to write a starter docform.yaml',
  };
}

/**
 * With no CONFIG given, `./docform.yaml` and a `./docform/` holding a config too: a
 * warning naming both and the one used (the file), so that edits to the other are not
 * silently ignored. Undefined otherwise.
 */
export function twoDefaultConfigs(cwd = '.', fs: DefaultPathFs = nodeFs): Diagnostic | undefined {
  const dir = join(cwd, DEFAULT_CONFIG_DIR);
  if (!fs.exists(join(cwd, DEFAULT_CONFIG_FILE)) || !fs.exists(dir) || !holdsConfig(dir, fs)) {
    return undefined;
  }
  return {
    severity: 'warning',
    code: 'two-default-configs',
    message: `both ./${DEFAULT_CONFIG_FILE} and ./${DEFAULT_CONFIG_DIR}/ hold a docform config: using ./${DEFAULT_CONFIG_FILE}, not ./${DEFAULT_CONFIG_DIR}/`,
    hint: `pass CONFIG to choose (docform plan ${DEFAULT_CONFIG_DIR}), or remove the one you do not use`,
  };
}
