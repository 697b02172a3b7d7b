import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { ConfigSource } from '../../config/load.js';
import { writeRefusal } from '../../files/safe-write.js';
import { DocformError } from '../../model/errors.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ConfigArgument } from './load-desired.js';
import { configPath } from './load-desired.js';

/** A file a command writes its result to (`plan --out`, `drift --output`). */
export interface OutputFile {
  readonly flag: '--out' | '--output';
  /** As the user wrote it, for the message. */
  readonly path: string;
  /** As it is opened (CliIo.cwd applied). */
  readonly opened: string;
  /** What the command writes there: `save the plan`, `write the report`. */
  readonly writes: string;
  /** A file name to suggest instead: `plan.json`, `drift.md`. */
  readonly suggest: string;
}

/** The OutputFile of a `--out` or `--output` option; undefined when it was not given. */
export function outputFile(
  io: CliIo,
  flag: OutputFile['flag'],
  path: string | undefined,
  writes: string,
  suggest: string,
): OutputFile | undefined {
  return path === undefined
    ? undefined
    : { flag, path, opened: localPath(io, path), writes, suggest };
}

/**
 * `plan --out` and `drift --output` never write through a symbolic link, and never onto
 * the config the command reads: the
 * JSON plan saved over docform.yaml loses the config, and a file written into a config
 * directory sits among the files read as the config. Compared by real path, so a link
 * to the config is the config. Checked once the config is read, before any request;
 * any other file, an earlier saved plan or report included, is replaced, as
 * Terraform's `-out` does.
 */
export function refuseWritingConfig(
  output: OutputFile | undefined,
  from: ConfigArgument,
  sources: readonly ConfigSource[],
): void {
  const problem = output === undefined ? undefined : configWriteProblem(output, from, sources);
  if (problem !== undefined) throw new DocformError(problem);
}

/**
 * Why `output` must not be written (it is a file of the config, or inside the config
 * directory), or undefined when it may: refuseWritingConfig's check, for a command that
 * only needs to know (a failed plan leaves such a file alone).
 */
export function configWriteProblem(
  output: OutputFile,
  from: ConfigArgument,
  sources: readonly ConfigSource[],
): string | undefined {
  const way = `nothing was written; ${output.writes}`;
  // a link (or a directory) at the path is refused before any request, as the write
  // itself would refuse it (src/files/safe-write.ts): never written through
  const refused = writeRefusal(output.opened, output.path);
  if (refused !== undefined)
    return `${output.flag} ${refused.message}: ${way} to another file, such as ${output.flag} ${output.suggest}`;
  const target = realPath(output.opened);
  const config = configPath(from);
  if (isDirectory(config) && within(realPath(config), target)) {
    const shown = from.path ?? basename(config);
    return `${output.flag} ${output.path} is inside the config directory ${shown}, whose files this command reads: ${way} outside it, such as ${output.flag} ${output.suggest}`;
  }
  if ([config, ...sources.map((s) => s.file)].some((file) => realPath(file) === target)) {
    return `${output.flag} ${output.path} is a file of the config this command reads: ${way} to another file, such as ${output.flag} ${output.suggest}`;
  }
  return undefined;
}

/** The path with every link resolved, as far as it exists (a new file's directory). */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function within(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
}
