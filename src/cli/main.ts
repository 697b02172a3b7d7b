#!/usr/bin/env node
import type { CliIo } from './io.js';
import { runCli } from './run-cli.js';

/** The process's own streams, environment and signals: the only place the CLI reads `process`. */
const io: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  onSignal(signal, handler) {
    process.on(signal, handler);
    return () => void process.off(signal, handler);
  },
  exit: (code) => process.exit(code),
};

process.exitCode = await runCli(process.argv.slice(2), io);
