#!/usr/bin/env node
import type { CliIo } from './io.js';
import { loadRunCli } from './bundle/load-cli.js';
import { quietWhenReaderCloses } from './closed-pipe.js';
import { docformVersion } from '../api/docform-version.js';
import { setV8Flags } from './v8-flags.js';

/** The process's own streams, environment and signals: the only place the CLI reads `process`. */
const io: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  ...(process.argv[1] === undefined ? {} : { bin: process.argv[1], shellDir: process.cwd() }),
  onSignal(signal, handler) {
    process.on(signal, handler);
    return () => void process.off(signal, handler);
  },
  exit: (code) => process.exit(code),
};

quietWhenReaderCloses(process.stdout);
quietWhenReaderCloses(process.stderr);

const argv = process.argv.slice(2);
if (argv.length === 1 && ['--version', '-V', 'version'].includes(argv[0] ?? '')) {
  // the version alone needs no command line parser (start-up of every CI job)
  io.stdout.write(`${docformVersion()}\n`);
} else {
  // before the bundle is compiled: its cached code is made and taken under these flags
  setV8Flags(argv, process.versions.v8);
  const runCli = await loadRunCli(argv[0], process.env, {
    version: process.version,
    arch: process.arch,
    uid: process.getuid?.(),
  });
  process.exitCode = await runCli(argv, io);
}
