import { writeFileSafely, writeRefusal } from '../../files/safe-write.js';
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { noDefaultConfig } from '../../config/default-path.js';
import { formatConfigText } from '../../config/format-yaml.js';
import { readConfigSources } from '../../config/load.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { renderDiagnostics } from '../../report/diagnostics.js';
import { DocformError } from '../../model/errors.js';
import { useColor } from '../../report/palette.js';
import { configPath } from '../context/load-desired.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import { withHelp } from '../help-text.js';
import type { CliIo } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { commandLineHint } from '../context/command-line-hint.js';
import { count } from '../../model/count.js';

interface FmtOptions {
  readonly check?: boolean;
  readonly color?: boolean;
}

/** One file of the config: where to open it, and its name as the user wrote it. */
interface ConfigFile {
  readonly path: string;
  readonly shown: string;
}

/**
 * `docform fmt [CONFIG] [--check]`: every file of the config in the canonical
 * form (src/config/format-yaml.ts), comments kept. `--check` writes nothing and exits 1
 * when a file would change, as CI wants; a directory config formats each file.
 */
export function registerFmt(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('fmt [config]')
    .description('normalize the key order and quoting of the config files, keeping comments')
    .option('--check', 'change nothing; exit 1 when a file is not formatted')
    .option('--no-color', 'plain output without colours (also NO_COLOR)');
  withHelp(command, 'offline', [
    [0, 'every file formatted (or, with --check, already formatted)'],
    [1, 'with --check: a file would change; or a file is not YAML'],
  ]).action(async (config: string | undefined, options: FmtOptions) => {
    const color = useColor({
      ...(options.color === false ? { flag: false } : {}),
      env: io.env,
      isTTY: io.stderr.isTTY === true,
    });
    const missing = config === undefined ? noDefaultConfig(io.cwd ?? '.') : undefined;
    if (missing) {
      io.stderr.write(renderDiagnostics([missing], color));
      exitWith(EXIT_ERROR);
      return;
    }
    // --check says how to fix: the same command without it
    const fix = commandLineHint(io, config === undefined ? ['fmt'] : ['fmt', config]);
    const check = options.check === true ? fix : undefined;
    const read = await readAll(io, config);
    exitWith(formatAll(io, read, check, color));
  });
}

/** The config's files as read, and the problems of those that could not be read. */
interface ReadFiles {
  readonly files: readonly (ConfigFile & { readonly text: string })[];
  readonly problems: readonly Diagnostic[];
}

/** Formats `files`, or with `check` (the command that fixes them) only says which would change. */
function formatAll(
  io: CliIo,
  { files, problems: unread }: ReadFiles,
  check: string | undefined,
  color: boolean,
): number {
  const problems: Diagnostic[] = [...unread];
  const changed: string[] = [];
  const writes: { path: string; text: string }[] = [];
  for (const { text, ...file } of files) {
    const result = formatConfigText(text);
    if (!result.ok) {
      for (const p of result.problems) {
        problems.push({
          severity: 'error',
          code: 'yaml-syntax',
          message: p.message,
          location: { file: file.shown, line: p.line, col: p.col },
          ...(p.hint === undefined ? {} : { hint: p.hint }),
        });
      }
    } else if (result.text !== text) {
      changed.push(file.shown);
      writes.push({ path: file.path, text: result.text });
    }
  }
  if (check === undefined) writeAll(writes);
  io.stderr.write(renderDiagnostics(problems, color));
  for (const name of changed)
    io.stdout.write(`${check !== undefined ? 'not formatted' : 'formatted'}: ${name}\n`);
  if (check !== undefined && changed.length > 0) {
    io.stderr.write(`${count(changed.length, 'file')} not formatted; run ${check} to fix.\n`);
  }
  return problems.length > 0 || (check !== undefined && changed.length > 0) ? EXIT_ERROR : EXIT_OK;
}

/**
 * The file, or the `*.yaml` files of the directory in name order, read as `validate`
 * reads them (src/config/load.ts): a file that leads out of the repository through a
 * link, or that is not a regular file, is a problem and is not read. Each file is shown
 * by the name the user gave (the directory's, then its own).
 */
async function readAll(io: CliIo, config: string | undefined): Promise<ReadFiles> {
  const path = configPath({ path: config, cwd: io.cwd });
  const given = config ?? relative(io.cwd ?? '.', path);
  const read = await readConfigSources(path);
  const files = read.sources.map(({ file, text }) => ({
    path: file,
    shown: file === path ? given : join(given, relative(path, file)),
    text,
  }));
  return { files, problems: read.diagnostics };
}

/**
 * The formatted files, none when one of them is a symbolic link (a config directory may
 * link a shared file: fmt would rewrite it where it lives, outside the config): each is
 * checked before any is written, then written atomically (src/files/safe-write.ts).
 */
function writeAll(writes: readonly { path: string; text: string }[]): void {
  const refused = writes.flatMap(({ path }) => writeRefusal(path)?.message ?? []);
  if (refused.length > 0) {
    throw new DocformError(
      `${refused.join('; ')}: nothing was formatted; format the file the link points to where it lives`,
    );
  }
  for (const { path, text } of writes) writeFileSafely(path, text);
}
