/**
 * The docform side of one sync benchmark run, in its own process so that its CPU time
 * and peak RSS are docform's alone (the emulator runs in the parent). Does what
 * `docform plan` or `docform apply --auto-approve --allow-delete --force` does, through
 * the library: load the config, read the live org, plan, and for apply run the plan and
 * verify (read and plan again). Prints one JSON line of figures on stdout.
 * Usage: node dist/bench/sync-child.js plan|apply CONFIG API_URL PARALLELISM
 */
import { ApiClient } from '../src/api/client.js';
import { readLive, type KnownLive } from '../src/api/read-live.js';
import { applyPlan } from '../src/apply/apply-plan.js';
import { setV8Flags } from '../src/cli/v8-flags.js';
import { loadConfig } from '../src/config/load.js';
import type { DesiredState } from '../src/model/desired.js';
import type { Plan } from '../src/model/plan.js';
import { planChanges } from '../src/plan/plan.js';
import { readNeedsFor } from '../src/plan/read-needs.js';
import type { ChildReport, PhaseFigures } from './sync-figures.js';
import { planShape } from './sync-figures.js';

const [mode, configPath, apiUrl, parallelismArg] = process.argv.slice(2);

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Runs `work` and records its wall and CPU time under `name`. */
async function phase<T>(
  phases: Record<string, PhaseFigures>,
  name: string,
  work: () => Promise<T> | T,
): Promise<T> {
  const wall = performance.now();
  const cpu = cpuMs();
  const value = await work();
  phases[name] = { wallMs: performance.now() - wall, cpuMs: cpuMs() - cpu };
  return value;
}

async function readAndPlan(
  client: ApiClient,
  desired: DesiredState,
  phases: Record<string, PhaseFigures>,
  prefix: string,
  known: KnownLive = {},
): Promise<{ plan: Plan; requests: number }> {
  const { live, requests } = await phase(phases, `${prefix}read`, () =>
    readLive(client, readNeedsFor(desired), known),
  );
  const plan = await phase(phases, `${prefix}plan`, () => planChanges(desired, live));
  return { plan, requests };
}

/**
 * Reads, plans and, for apply, applies; the plan is not kept past this function, so
 * verify's re-read and re-plan do not sit beside it, as in `docform apply`. Returns the
 * structures the apply re-read after its last write to them, which verify takes as read,
 * as `docform apply` does (docs/apply.md, "Verify").
 */
async function planAndApply(
  mode: 'plan' | 'apply',
  client: ApiClient,
  desired: DesiredState,
  phases: Record<string, PhaseFigures>,
  parallelism: number,
): Promise<{ report: ChildReport; known: KnownLive }> {
  const { plan, requests } = await readAndPlan(client, desired, phases, '');
  const report: ChildReport = {
    mode,
    readRequests: requests,
    plan: planShape(plan),
    phases,
    wallMs: 0,
    cpuMs: 0,
    maxRssMb: 0,
  };
  if (mode !== 'apply') return { report, known: {} };
  const retries = () => client.stats.retries;
  const result = await phase(phases, 'apply', () =>
    applyPlan(plan, { client, parallelism, allowDelete: true, force: true, retries }),
  );
  const failed = result.results.find((r) => r.status === 'failed');
  report.applyOutcome = failed ? `${result.outcome}: ${JSON.stringify(failed)}` : result.outcome;
  return { report, known: { structures: result.freshStructures ?? new Map() } };
}

async function main(): Promise<void> {
  if (mode !== 'plan' && mode !== 'apply') throw new Error('usage: sync-child plan|apply ...');
  // the V8 flags `docform plan` and `docform apply` run with (src/cli/v8-flags.ts: the
  // WebAssembly baseline of a command that sends requests, apply's heap limits), so that
  // the phases' CPU time and peak RSS are the command's
  setV8Flags([mode], process.versions.v8);
  const started = performance.now();
  const phases: Record<string, PhaseFigures> = {};
  const loaded = await phase(phases, 'load', () =>
    loadConfig(configPath ?? 'docform.yaml', { env: {} }),
  );
  const desired = loaded.desired;
  if (!desired) throw new Error(`invalid config: ${JSON.stringify(loaded.diagnostics[0])}`);
  const parallelism = Number(parallelismArg ?? 10);
  const client = new ApiClient({ baseUrl: apiUrl ?? '', token: 'dev-token', parallelism });
  try {
    const { report, known } = await planAndApply(mode, client, desired, phases, parallelism);
    if (mode === 'apply') {
      const verify = await readAndPlan(client, desired, phases, 'verify-', known);
      report.verifyRequests = verify.requests;
      report.leftover = verify.plan.changes.length;
    }
    report.wallMs = performance.now() - started;
    report.cpuMs = cpuMs();
    report.maxRssMb = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await client.close();
  }
}

await main();
