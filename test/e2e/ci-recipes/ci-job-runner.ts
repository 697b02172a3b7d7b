/**
 * Runs a job of a CI recipe (examples/ci) the way its runner would, on this machine:
 * GitHub's job `if:`, its steps in order with their `if:` conditions, docform's
 * composite action (action.yml) step by step, `actions/github-script` with the `github`
 * client the test gives, `run:` scripts in bash; GitLab's `before_script:` (the job's,
 * else the default's) and `script:` lines in one bash with errexit.
 * `actions/setup-node` does nothing, and neither does `actions/checkout` of the
 * workspace (it is there already); a checkout into a `path:` copies the directory the
 * test gives for its `ref:`. Any other `uses:` throws, and so does a GitLab job with
 * `variables:`, so a recipe is never run half-way unnoticed.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { parse } from 'yaml';
import { condition, interpolate } from './ci-expression.js';
import type { Context, Value } from './ci-expression.js';

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface StepResult {
  readonly outcome: 'success' | 'failure' | 'skipped';
  readonly outputs: Record<string, string>;
}

export interface GithubJobOptions {
  /** The checkout of the config repository (GITHUB_WORKSPACE). */
  readonly workspace: string;
  /** The checkout of docform, where action.yml is. */
  readonly actionPath: string;
  /** The process environment the runner gives every step (PATH, HOME...). */
  readonly env: Record<string, string>;
  /** `github` of actions/github-script. */
  readonly github: unknown;
  readonly context: unknown;
  /** The `github` context: `event_name`, `event`, `repository`, `token`... */
  readonly event: Record<string, Value>;
  /** The repository's secrets (`secrets.NAME`); none unless given. */
  readonly secrets?: Record<string, string>;
  /** What `actions/checkout` with `path:` puts there, by the `ref:` the step names. */
  readonly refs?: Record<string, string>;
}

interface Scope {
  readonly options: GithubJobOptions;
  readonly runner: string;
  log: string;
}

/**
 * Runs the job `name` of the GitHub workflow `file`; each step's outcome by id or name,
 * none when the job's `if:` skips it.
 */
export async function runGithubJob(
  file: string,
  name: string,
  options: GithubJobOptions,
): Promise<{ skipped: boolean; steps: Record<string, StepResult>; log: string }> {
  const workflow = parse(readFileSync(file, 'utf8')) as Tree;
  const job = workflow.jobs[name] as Tree;
  const scope: Scope = {
    options,
    runner: mkdtempSync(join(options.workspace, '..', 'gh-')),
    log: '',
  };
  const secrets = options.secrets ?? {};
  const jobContext: Context = { values: { github: options.event, secrets }, failed: false };
  if (job.if !== undefined && !condition(String(job.if), jobContext))
    return { skipped: true, steps: {}, log: '' };
  const steps: Record<string, StepResult> = {};
  let failed = false;
  for (const [i, step] of (job.steps as Tree[]).entries()) {
    const context: Context = {
      values: { steps: steps as unknown as Value, secrets, github: options.event, inputs: {} },
      failed,
    };
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...job.env, ...step.env } as Record<
      string,
      string
    >))
      env[key] = interpolate(String(value), context);
    const result = condition(step.if, context)
      ? await runStep(step, env, context, scope)
      : { outcome: 'skipped' as const, outputs: {} };
    if (result.outcome === 'failure') failed = true;
    steps[String(step.id ?? step.name ?? i)] = result;
  }
  return { skipped: false, steps, log: scope.log };
}

async function runStep(step: Tree, env: Record<string, string>, context: Context, scope: Scope) {
  const uses = String(step.uses ?? '');
  const withs: Record<string, string> = {};
  for (const [key, value] of Object.entries((step.with ?? {}) as Record<string, unknown>))
    withs[key] = interpolate(String(value), context);
  if (/^actions\/setup-node@/.test(uses)) return success({});
  if (/^actions\/checkout@/.test(uses)) return checkout(withs, scope);
  if (/^[\w.-]+\/docform@/.test(uses)) return runAction(withs, env, scope);
  if (/^actions\/github-script@/.test(uses)) return githubScript(withs.script ?? '', env, scope);
  if (step.run !== undefined) return bash(String(step.run), scope.options.workspace, env, scope);
  throw new Error(`the runner does not know the step ${uses}`);
}

const success = (outputs: Record<string, string>): StepResult => ({ outcome: 'success', outputs });

/** actions/checkout: the workspace is there; a `path:` gets the files of its `ref:`. */
function checkout(withs: Record<string, string>, scope: Scope): StepResult {
  if (withs.path === undefined) return success({});
  const from = scope.options.refs?.[withs.ref ?? ''];
  if (from === undefined) throw new Error(`the test gives no checkout of ${withs.ref}`);
  cpSync(from, join(scope.options.workspace, withs.path), { recursive: true });
  return success({});
}

/** docform's composite action: its steps, their `if:`, then its outputs. */
async function runAction(
  inputs: Record<string, string>,
  env: Record<string, string>,
  scope: Scope,
) {
  const action = parse(readFileSync(join(scope.options.actionPath, 'action.yml'), 'utf8')) as Tree;
  const given: Record<string, string> = {};
  for (const [key, input] of Object.entries(action.inputs as Tree))
    given[key] = inputs[key] ?? String(input.default ?? '');
  for (const key of Object.keys(inputs))
    if (!(key in given)) throw new Error(`action.yml has no input ${key}`);
  const steps: Record<string, StepResult> = {};
  let failed = false;
  for (const [i, step] of (action.runs.steps as Tree[]).entries()) {
    const context: Context = {
      values: {
        inputs: given,
        steps: steps as unknown as Value,
        github: { action_path: scope.options.actionPath },
      },
      failed,
    };
    const stepEnv: Record<string, string> = {
      ...env,
      GITHUB_ACTION_PATH: scope.options.actionPath,
    };
    for (const [key, value] of Object.entries((step.env ?? {}) as Record<string, string>))
      stepEnv[key] = interpolate(String(value), context);
    const dir = interpolate(String(step['working-directory'] ?? '.'), context);
    const cwd = isAbsolute(dir) ? dir : join(scope.options.workspace, dir);
    const result = condition(step.if, context)
      ? await bash(String(step.run), cwd, stepEnv, scope)
      : { outcome: 'skipped' as const, outputs: {} };
    if (result.outcome === 'failure') failed = true;
    steps[String(step.id ?? i)] = result;
  }
  const context: Context = { values: { steps: steps as unknown as Value }, failed };
  const outputs: Record<string, string> = {};
  for (const [key, output] of Object.entries((action.outputs ?? {}) as Tree))
    outputs[key] = interpolate(String(output.value), context);
  return { outcome: failed ? ('failure' as const) : ('success' as const), outputs };
}

/**
 * A `run:` script as the runner runs it, with GITHUB_OUTPUT read back as the outputs.
 * Asynchronous: the step may call a server of the test's own process (an emulator).
 */
async function bash(
  script: string,
  cwd: string,
  env: Record<string, string>,
  scope: Scope,
): Promise<StepResult> {
  const dir = mkdtempSync(join(scope.runner, 'step-'));
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    RUNNER_TEMP: dir,
  };
  writeFileSync(files.GITHUB_OUTPUT, '');
  writeFileSync(files.GITHUB_STEP_SUMMARY, '');
  writeFileSync(join(dir, 'step.sh'), script);
  const run = await shell(['--noprofile', '--norc', '-eo', 'pipefail', join(dir, 'step.sh')], {
    cwd,
    env: { ...scope.options.env, ...env, ...files },
  });
  scope.log += run.log;
  const outputs: Record<string, string> = {};
  for (const line of readFileSync(files.GITHUB_OUTPUT, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) outputs[line.slice(0, at)] = line.slice(at + 1);
  }
  return { outcome: run.status === 0 ? 'success' : 'failure', outputs };
}

/** actions/github-script: the script as the body of an async function of its globals. */
async function githubScript(script: string, env: Record<string, string>, scope: Scope) {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<unknown>;
  const body = new AsyncFunction('require', 'github', 'context', 'process', script);
  const fakeProcess = { env: { ...scope.options.env, ...env } };
  try {
    await body(
      createRequire(import.meta.url),
      scope.options.github,
      scope.options.context,
      fakeProcess,
    );
    return success({});
  } catch (error) {
    scope.log += `github-script: ${String(error)}\n`;
    return { outcome: 'failure' as const, outputs: {} };
  }
}

/** bash with `args`, its exit status and what it printed, stdout and stderr interleaved. */
function shell(
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<{ status: number | null; log: string }> {
  return new Promise((done, fail) => {
    const child = spawn('bash', args, { ...options, timeout: 120_000 });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, log }));
  });
}

/**
 * A GitLab job's `before_script:` (its own, else the default's) and `script:` lines in
 * one bash with errexit, as GitLab's shell runs them. Asynchronous: the job may call a
 * server of the test's own process.
 */
export function runGitlabJob(
  file: string,
  name: string,
  cwd: string,
  env: Record<string, string>,
): Promise<{ status: number | null; log: string }> {
  const pipeline = parse(readFileSync(file, 'utf8')) as Tree;
  const job = pipeline[name] as Tree;
  if ('variables' in job || 'variables' in pipeline)
    throw new Error(`the runner does not set the variables of ${name}`);
  const before = (job.before_script ?? pipeline.default?.before_script ?? []) as string[];
  const script = ['set -eo pipefail', ...before, ...(job.script as string[])].join('\n');
  return shell(['--noprofile', '--norc', '-c', script], { cwd, env });
}
