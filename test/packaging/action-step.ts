/**
 * Runs one `run` step of the composite action (action.yml) the way the runner does
 * (`bash --noprofile --norc -eo pipefail`), with the step's `env` resolved from the
 * given inputs and the action's defaults, and the runner's files (GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY) in a scratch directory. Only `${{ inputs.NAME }}` expressions
 * are resolved: a step that needs another would throw here rather than run wrongly.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface ActionInput {
  readonly default?: string;
}

interface ActionStep {
  readonly id?: string;
  readonly run?: string;
  readonly env?: Record<string, string>;
}

interface Action {
  readonly inputs: Record<string, ActionInput>;
  readonly runs: { readonly steps: ActionStep[] };
}

export interface StepRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** What the step wrote to GITHUB_OUTPUT, as name=value pairs. */
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

export interface StepOptions {
  /** The action's directory (GITHUB_ACTION_PATH). */
  readonly actionPath: string;
  /** The step's working directory. */
  readonly cwd: string;
  readonly inputs: Record<string, string>;
  readonly env?: Record<string, string>;
}

export function loadAction(file: string): Action {
  return parse(readFileSync(file, 'utf8')) as Action;
}

/** The step's environment: each `${{ inputs.NAME }}` replaced by the input's value. */
export function resolveEnv(
  action: Action,
  step: ActionStep,
  inputs: Record<string, string>,
): Record<string, string> {
  const value = (name: string): string => {
    const declared = action.inputs[name];
    if (!declared) throw new Error(`action.yml declares no input ${name}`);
    return inputs[name] ?? declared.default ?? '';
  };
  const env: Record<string, string> = {};
  for (const [key, template] of Object.entries(step.env ?? {})) {
    env[key] = template.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expression: string) => {
      const input = /^inputs\.([A-Za-z0-9_-]+)$/.exec(expression);
      if (!input?.[1]) throw new Error(`unsupported expression in ${key}: ${expression}`);
      return value(input[1]);
    });
  }
  return env;
}

export function runActionStep(action: Action, id: string, options: StepOptions): Promise<StepRun> {
  const step = action.runs.steps.find((s) => s.id === id);
  if (!step?.run) throw new Error(`action.yml has no run step with the id ${id}`);
  const runner = mkdtempSync(join(options.cwd, '..', 'runner-'));
  const files = {
    GITHUB_OUTPUT: join(runner, 'output'),
    GITHUB_STEP_SUMMARY: join(runner, 'summary'),
    script: join(runner, 'step.sh'),
  };
  writeFileSync(files.GITHUB_OUTPUT, '');
  writeFileSync(files.GITHUB_STEP_SUMMARY, '');
  writeFileSync(files.script, step.run);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NO_COLOR: '1',
    RUNNER_TEMP: runner,
    GITHUB_ACTION_PATH: options.actionPath,
    GITHUB_OUTPUT: files.GITHUB_OUTPUT,
    GITHUB_STEP_SUMMARY: files.GITHUB_STEP_SUMMARY,
    ...options.env,
    ...resolveEnv(action, step, options.inputs),
  };
  return new Promise((done, fail) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', files.script], {
      cwd: options.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) =>
      done({
        status,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
        summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
      }),
    );
  });
}

/** GITHUB_OUTPUT's `name=value` lines (the step writes no multi-line values). */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) outputs[line.slice(0, at)] = line.slice(at + 1);
  }
  return outputs;
}
