// Runs many `docform` command lines in one Node process, through the built CLI's own
// entry point (dist/src/cli/run-cli.js, which main.js calls), to spare the ~0.6 s of start-up
// each spawn costs. Usage: node cli-batch.mjs RUNS.json RESULTS.json, where RUNS.json is
// [[arg, ...], ...]; writes [{status, stdout, stderr}, ...].
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';

const [runsPath, resultsPath] = process.argv.slice(2);
const root = resolve(import.meta.dirname, '../..');
const { runCli } = await import(resolve(root, 'dist/src/cli/run-cli.js'));

const runs = JSON.parse(readFileSync(runsPath, 'utf8'));
const results = [];
const writeOut = process.stdout.write.bind(process.stdout);
const writeErr = process.stderr.write.bind(process.stderr);
for (const args of runs) {
  let stdout = '';
  let stderr = '';
  process.stdout.write = (chunk) => ((stdout += String(chunk)), true);
  process.stderr.write = (chunk) => ((stderr += String(chunk)), true);
  process.exitCode = undefined;
  await runCli(['node', 'docform', ...args]);
  process.stdout.write = writeOut;
  process.stderr.write = writeErr;
  results.push({ status: process.exitCode ?? 0, stdout, stderr });
}
process.exitCode = 0;
writeFileSync(resultsPath, JSON.stringify(results));
