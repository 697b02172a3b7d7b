/**
 * Checks of a composite action's metadata (action.yml) that actionlint does not make:
 * actionlint lints workflows only, so it sees an action's steps only through
 * `asWorkflow` below. The rules are those of GitHub's "Metadata syntax for GitHub
 * Actions": `name`, `description` and `runs` are required; a composite action's
 * `runs.using` is `composite`, each of its `run` steps names its `shell`, and each
 * output has a `value`.
 */
import { isMap, isScalar, isSeq, parseDocument, stringify } from 'yaml';
import type { Document, YAMLMap } from 'yaml';

type Tree = Record<string, unknown>;

export interface ActionMetadata {
  readonly inputs: ReadonlyMap<string, { readonly required: boolean }>;
  readonly outputs: readonly string[];
  readonly stepIds: readonly string[];
}

const EXPRESSION = /\$\{\{([^}]*)\}\}/g;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem of `text` as an action metadata file, at its line where one is known. */
export function checkActionMetadata(text: string): string[] {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return doc.errors.map((e) => `YAML: ${e.message}`);
  const root: unknown = doc.toJS();
  if (!isTree(root)) return ['the file is not a mapping'];
  const problems: string[] = [];
  for (const key of ['name', 'description'] as const) {
    if (typeof root[key] !== 'string' || root[key] === '') problems.push(`${key} is required`);
  }
  const runs = root.runs;
  if (!isTree(runs)) return [...problems, 'runs is required'];
  if (runs.using !== 'composite')
    problems.push(`runs.using is ${String(runs.using)}, not composite`);
  const steps = Array.isArray(runs.steps) ? (runs.steps as unknown[]) : [];
  if (steps.length === 0) problems.push('runs.steps: a composite action needs steps');
  steps.forEach((step, i) => {
    if (!isTree(step)) problems.push(`runs.steps[${i}] is not a mapping`);
    else if (step.run !== undefined && typeof step.shell !== 'string')
      problems.push(`runs.steps[${i}] (${String(step.name ?? step.id ?? i)}) has run but no shell`);
    else if (step.run === undefined && step.uses === undefined)
      problems.push(`runs.steps[${i}] has neither run nor uses`);
  });
  const meta = actionMetadata(text);
  for (const [name, output] of Object.entries(isTree(root.outputs) ? root.outputs : {})) {
    if (!isTree(output) || typeof output.value !== 'string')
      problems.push(`outputs.${name} has no value (a composite action's outputs need one)`);
  }
  problems.push(...undeclaredReferences(doc, meta, text));
  return problems;
}

/** The inputs, outputs and step ids an action declares. */
export function actionMetadata(text: string): ActionMetadata {
  const root: unknown = parseDocument(text).toJS();
  const tree = isTree(root) ? root : {};
  const inputs = new Map<string, { required: boolean }>();
  for (const [name, input] of Object.entries(isTree(tree.inputs) ? tree.inputs : {})) {
    const required = isTree(input) && input.required === true && input.default === undefined;
    inputs.set(name, { required });
  }
  const runs = isTree(tree.runs) ? tree.runs : {};
  const steps = Array.isArray(runs.steps) ? (runs.steps as unknown[]) : [];
  return {
    inputs,
    outputs: Object.keys(isTree(tree.outputs) ? tree.outputs : {}),
    stepIds: steps.flatMap((s) => (isTree(s) && typeof s.id === 'string' ? [s.id] : [])),
  };
}

/** `inputs.X` and `steps.Y` in any expression of the file that name nothing declared. */
function undeclaredReferences(doc: Document, meta: ActionMetadata, text: string): string[] {
  const problems: string[] = [];
  const lines = lineStarts(text);
  visitScalars(doc.contents, (value, offset) => {
    for (const expression of value.matchAll(EXPRESSION)) {
      const body = expression[1] ?? '';
      const at = `line ${lineOf(lines, offset)}`;
      for (const [, name] of body.matchAll(/\binputs\.([A-Za-z0-9_-]+)/g)) {
        if (name && !meta.inputs.has(name)) problems.push(`${at}: inputs.${name} is not declared`);
      }
      for (const [, id] of body.matchAll(/\bsteps\.([A-Za-z0-9_-]+)/g)) {
        if (id && !meta.stepIds.includes(id)) problems.push(`${at}: no step has the id ${id}`);
      }
    }
  });
  return problems;
}

function visitScalars(node: unknown, visit: (value: string, offset: number) => void): void {
  if (isScalar(node) && typeof node.value === 'string') visit(node.value, node.range?.[0] ?? 0);
  else if (isMap(node)) {
    for (const pair of (node as YAMLMap).items) {
      visitScalars(pair.key, visit);
      visitScalars(pair.value, visit);
    }
  } else if (isSeq(node)) node.items.forEach((item) => visitScalars(item, visit));
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function lineOf(starts: readonly number[], offset: number): number {
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= offset) line += 1;
  return line + 1;
}

/**
 * The action's steps as the one job of a workflow that declares the action's inputs as
 * `workflow_dispatch` inputs, so that actionlint checks them as it checks any workflow:
 * step keys, expression syntax and types, `inputs.X` and `steps.Y.outputs` references,
 * untrusted values in scripts.
 */
export function asWorkflow(text: string): string {
  const root: unknown = parseDocument(text).toJS();
  const tree = isTree(root) ? root : {};
  const runs = isTree(tree.runs) ? tree.runs : {};
  const inputs: Tree = {};
  for (const [name, input] of Object.entries(isTree(tree.inputs) ? tree.inputs : {})) {
    inputs[name] = {
      description: isTree(input) ? String(input.description ?? '') : '',
      type: 'string',
    };
  }
  const workflow = {
    name: String(tree.name ?? ''),
    on: { workflow_dispatch: { inputs } },
    jobs: { action: { 'runs-on': 'ubuntu-latest', steps: runs.steps ?? [] } },
  };
  return stringify(workflow);
}

/**
 * Every step of a workflow that uses the action (`uses` matching `usesPattern`) and
 * passes an input it does not declare, or leaves out one it requires.
 */
export function checkActionUses(
  workflowText: string,
  usesPattern: RegExp,
  meta: ActionMetadata,
): string[] {
  const root: unknown = parseDocument(workflowText).toJS();
  const jobs = isTree(root) && isTree(root.jobs) ? root.jobs : {};
  const problems: string[] = [];
  for (const [jobName, job] of Object.entries(jobs)) {
    const steps = isTree(job) && Array.isArray(job.steps) ? (job.steps as unknown[]) : [];
    steps.forEach((step, i) => {
      if (!isTree(step) || typeof step.uses !== 'string' || !usesPattern.test(step.uses)) return;
      const given = isTree(step.with) ? Object.keys(step.with) : [];
      const where = `jobs.${jobName}.steps[${i}]`;
      for (const name of given) {
        if (!meta.inputs.has(name)) problems.push(`${where}: the action has no input ${name}`);
      }
      for (const [name, input] of meta.inputs) {
        if (input.required && !given.includes(name))
          problems.push(`${where}: the action's input ${name} is required`);
      }
    });
  }
  return problems;
}
