/**
 * One scenario of the sync benchmark, in `runs` rounds of two side-by-side runs: the
 * phases (load a world into the emulator, clear its journal, run docform's library in a
 * child process, bench/sync-child.ts, then count the requests the emulator served and
 * compare them and the time with the minimum and the bound), then the whole command
 * (bench/sync-whole.ts) on the same world. Phase figures are those of the round whose
 * child took the median wall time; whole-command figures are medians.
 */
import { spawn } from 'node:child_process';
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { World } from '../src/emulator/world.js';
import { medianIndex, spread } from './median.js';
import type { Spread } from './median.js';
import type { ChildReport } from './sync-figures.js';
import { READ_DEPTH, boundMs, minimumReads, minimumWrites, perObjectMs } from './sync-minimum.js';
import { runWholeCommand, wholeCommandLine } from './sync-whole.js';

export interface Scenario {
  /** A letter: (a) to (f). */
  readonly key: string;
  readonly name: string;
  readonly mode: 'plan' | 'apply';
  readonly world: World;
  readonly configPath: string;
  /** Titles of the declared sites (their structures are read when they exist). */
  readonly siteTitles: ReadonlySet<string>;
  /** The world once applied (for the verify read's minimum); `world` for a plan. */
  readonly after: World;
  /** Live objects a per-resource tool refreshes first. */
  readonly liveObjects: number;
  /** The config declares teams' members (so members and memberships are read). */
  readonly teamMembers: boolean;
  readonly parallelism: number;
}

export interface Setup {
  readonly url: string;
  readonly latencyMs: number;
  /** Rounds of each scenario (phases and whole command, side by side). */
  readonly runs: number;
  /** Kills a child that runs longer, so the benchmark bounds itself. */
  readonly timeoutMs: number;
  /** The emulator worker's event loop utilization (worker.performance). */
  readonly emulatorLoop: (since?: EventLoopUtilization) => EventLoopUtilization;
}

export interface PhaseRatio {
  readonly wallMs: number;
  readonly boundMs: number;
  readonly ratio: number;
}

/** The whole command's figures over the rounds: medians, with min and max. */
export interface WholeFigures {
  readonly command: string;
  readonly requests: number;
  readonly depth: number;
  readonly boundMs: number;
  readonly wallMs: Spread;
  /** The median of each run's wall / bound. */
  readonly ratio: number;
  /** The fewest requests the run can take (the phases' minimum of reads and writes). */
  readonly minimumRequests: number;
  /** The bound of those: extra requests (an apply's re-reads after creates) count against it. */
  readonly minimumBoundMs: number;
  /** The median of each run's wall / minimumBoundMs: what the whole-command targets judge. */
  readonly minimumRatio: number;
  readonly cpuMs: Spread;
  readonly maxRssMb: Spread;
  readonly emulatorBusyMs: Spread;
}

/** The phase runs' figures over the rounds. */
export interface ChildSpread {
  readonly wallMs: Spread;
  readonly cpuMs: Spread;
  readonly loadCpuMs: Spread;
  readonly maxRssMb: Spread;
}

export interface ScenarioResult {
  readonly key: string;
  readonly name: string;
  readonly parallelism: number;
  readonly runs: number;
  readonly requests: number;
  readonly reads: number;
  readonly writes: number;
  readonly minimumReads: number;
  readonly minimumWrites: number;
  readonly depth: number;
  readonly wallMs: number;
  readonly boundMs: number;
  readonly ratio: number;
  /** The first read alone (the plan's reads) against its own bound. */
  readonly read: PhaseRatio;
  /** The apply phase alone: its writes and their bound. */
  readonly apply?: PhaseRatio;
  readonly perObjectMs: number;
  readonly cpuMs: number;
  readonly planCpuMs: number;
  readonly maxRssMb: number;
  /** Time the emulator's event loop was busy during the run, and its share of the wall. */
  readonly emulatorBusyMs: number;
  readonly emulatorBusyShare: number;
  /** Writes by method and route, when they differ from the minimum. */
  readonly writeRoutes?: Record<string, number>;
  readonly child: ChildReport;
  readonly children: ChildSpread;
  readonly whole: WholeFigures;
}

type PhaseRun = Omit<ScenarioResult, 'runs' | 'children' | 'whole'>;

export async function runScenario(scenario: Scenario, setup: Setup): Promise<ScenarioResult> {
  const phases: PhaseRun[] = [];
  const wholes: {
    wallMs: number;
    cpuMs: number;
    maxRssMb: number;
    requests: number;
    busy: number;
  }[] = [];
  for (let round = 0; round < setup.runs; round += 1) {
    phases.push(await runPhases(scenario, setup));
    wholes.push(await runWhole(scenario, setup));
  }
  const picked = phases[medianIndex(phases, (p) => p.wallMs)];
  if (!picked) throw new Error(`${scenario.name}: no run`);
  const depth = READ_DEPTH + (scenario.mode === 'apply' ? picked.child.plan.depth + READ_DEPTH : 0);
  const requests = Math.max(...wholes.map((w) => w.requests));
  const bound = boundMs(requests, depth, setup.latencyMs, scenario.parallelism);
  const minimumRequests = picked.minimumReads + picked.minimumWrites;
  const minimumBound = boundMs(minimumRequests, depth, setup.latencyMs, scenario.parallelism);
  return {
    ...picked,
    runs: setup.runs,
    children: {
      wallMs: spread(phases.map((p) => p.wallMs)),
      cpuMs: spread(phases.map((p) => p.cpuMs)),
      loadCpuMs: spread(phases.map((p) => p.child.phases.load?.cpuMs ?? 0)),
      maxRssMb: spread(phases.map((p) => p.maxRssMb)),
    },
    whole: {
      command: wholeCommandLine(scenario.mode, scenario.parallelism),
      requests,
      depth,
      boundMs: bound,
      wallMs: spread(wholes.map((w) => w.wallMs)),
      ratio: spread(wholes.map((w) => w.wallMs / bound)).median,
      minimumRequests,
      minimumBoundMs: minimumBound,
      minimumRatio: spread(wholes.map((w) => w.wallMs / minimumBound)).median,
      cpuMs: spread(wholes.map((w) => w.cpuMs)),
      maxRssMb: spread(wholes.map((w) => w.maxRssMb)),
      emulatorBusyMs: spread(wholes.map((w) => w.busy)),
    },
  };
}

async function runWhole(scenario: Scenario, setup: Setup) {
  await admin(setup.url, 'PUT', '/_emulator/state', scenario.world);
  await admin(setup.url, 'DELETE', '/_emulator/journal');
  const loopBefore = setup.emulatorLoop();
  const run = await runWholeCommand({
    mode: scenario.mode,
    configPath: scenario.configPath,
    url: setup.url,
    parallelism: scenario.parallelism,
    timeoutMs: setup.timeoutMs,
  });
  const busy = setup.emulatorLoop(loopBefore).active;
  const journal = (await admin(setup.url, 'GET', '/_emulator/journal')) as unknown[];
  return {
    wallMs: run.wallMs,
    cpuMs: run.cpuMs ?? Number.NaN,
    maxRssMb: run.maxRssMb ?? Number.NaN,
    requests: journal.length,
    busy,
  };
}

async function runPhases(scenario: Scenario, setup: Setup): Promise<PhaseRun> {
  await admin(setup.url, 'PUT', '/_emulator/state', scenario.world);
  await admin(setup.url, 'DELETE', '/_emulator/journal');
  const loopBefore = setup.emulatorLoop();
  const child = await runChild(scenario, setup);
  const loop = setup.emulatorLoop(loopBefore);
  const journal = (await admin(setup.url, 'GET', '/_emulator/journal')) as {
    method: string;
    path: string;
    status: number;
  }[];
  const writes = journal.filter((j) => j.method !== 'GET');
  const minReads =
    minimumReads(scenario.world, scenario.siteTitles, scenario.teamMembers) +
    (scenario.mode === 'apply'
      ? minimumReads(scenario.after, scenario.siteTitles, scenario.teamMembers)
      : 0);
  const minWrites = scenario.mode === 'apply' ? minimumWrites(child.plan) : 0;
  const reads = journal.length - writes.length;
  const depth = READ_DEPTH + (scenario.mode === 'apply' ? child.plan.depth + READ_DEPTH : 0);
  const { latencyMs: l } = setup;
  const p = scenario.parallelism;
  const bound = boundMs(journal.length, depth, l, p);
  const ratioOf = (wallMs: number, bound: number): PhaseRatio => ({
    wallMs,
    boundMs: bound,
    ratio: wallMs / bound,
  });
  const readWall = child.phases.read?.wallMs ?? 0;
  const applyWall = child.phases.apply?.wallMs;
  return {
    key: scenario.key,
    name: scenario.name,
    parallelism: p,
    requests: journal.length,
    reads,
    writes: writes.length,
    minimumReads: minReads,
    minimumWrites: minWrites,
    depth,
    wallMs: child.wallMs,
    boundMs: bound,
    ratio: child.wallMs / bound,
    read: ratioOf(readWall, boundMs(child.readRequests, READ_DEPTH, l, p)),
    ...(applyWall === undefined
      ? {}
      : { apply: ratioOf(applyWall, boundMs(writes.length, child.plan.depth, l, p)) }),
    perObjectMs: perObjectMs(scenario.liveObjects, child.plan.changes, l),
    cpuMs: child.cpuMs,
    planCpuMs: child.phases.plan?.cpuMs ?? 0,
    maxRssMb: child.maxRssMb,
    emulatorBusyMs: loop.active,
    emulatorBusyShare: loop.utilization,
    ...(writes.length !== minWrites ? { writeRoutes: routes(writes) } : {}),
    child,
  };
}

/** Writes grouped by method and path with ids replaced by `:id`. */
function routes(entries: readonly { method: string; path: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entries) {
    const key = `${e.method} ${e.path.replace(/\?.*$/, '').replace(/\/[a-z]+_[0-9a-z]+/g, '/:id')}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function admin(url: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: 'Bearer dev-token', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function runChild(scenario: Scenario, setup: Setup): Promise<ChildReport> {
  const script = new URL('./sync-child.js', import.meta.url).pathname;
  const args = [
    script,
    scenario.mode,
    scenario.configPath,
    setup.url,
    String(scenario.parallelism),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), setup.timeoutMs);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || line === '') {
        reject(new Error(`${scenario.name}: docform exited ${code ?? signal ?? '?'}`));
        return;
      }
      resolve(JSON.parse(line) as ChildReport);
    });
  });
}
