/**
 * The runs of `npm run bench`: three, (a)-(c), on the 12,295-object org at
 * BENCH_PARALLELISM, and plans of many small sites, (d)-(f) (N sites x 4 sections x 1
 * site space), at docform's default `--parallelism`, which their targets assume. Each
 * config is written to `dir`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PARALLELISM } from '../src/api/defaults.js';
import type { World } from '../src/emulator/world.js';
import { changed } from './sync-change.js';
import {
  configYaml,
  declare,
  emptyWorld,
  fullWorld,
  objectCount,
  smallSitesShape,
} from './sync-org.js';
import type { OrgDecl } from './sync-org.js';
import type { Scenario } from './sync-scenario.js';

interface Org {
  readonly world: World;
  readonly config: string;
  readonly siteTitles: ReadonlySet<string>;
  readonly objects: number;
  readonly teamMembers: boolean;
}

function org(dir: string, name: string, world: World, decl: OrgDecl = declare(world)): Org {
  const config = join(dir, `${name}.yaml`);
  writeFileSync(config, configYaml(decl));
  return {
    world,
    config,
    siteTitles: new Set(decl.sites.map((s) => s.title)),
    objects: objectCount(world),
    teamMembers: decl.teams.length > 0,
  };
}

const plan = (key: string, name: string, o: Org, parallelism: number): Scenario => ({
  key,
  name,
  mode: 'plan',
  world: o.world,
  after: o.world,
  configPath: o.config,
  siteTitles: o.siteTitles,
  liveObjects: o.objects,
  teamMembers: o.teamMembers,
  parallelism,
});

const applyFromEmpty = (key: string, name: string, o: Org, parallelism: number): Scenario => ({
  key,
  name,
  mode: 'apply',
  world: emptyWorld(o.world),
  after: o.world,
  configPath: o.config,
  siteTitles: o.siteTitles,
  liveObjects: 0,
  teamMembers: o.teamMembers,
  parallelism,
});

export interface Scenarios {
  readonly scenarios: Scenario[];
  /** Declared objects of the sync runs' org, (a)-(c). */
  readonly objects: number;
}

/** Every scenario, or those whose key is in `only` (e.g. `a,d`). */
export function buildScenarios(
  dir: string,
  parallelism: number,
  only?: ReadonlySet<string>,
): Scenarios {
  const wanted = (key: string): boolean => !only || only.has(key);
  const scenarios: Scenario[] = [];
  const full = fullWorld();
  const big = org(dir, 'same', full);
  if (wanted('a')) scenarios.push(plan('a', '(a) plan, no changes', big, parallelism));
  if (wanted('b')) scenarios.push(applyFromEmpty('b', '(b) apply from empty', big, parallelism));
  if (wanted('c')) {
    const five = org(dir, 'five-percent', full, changed(declare(full)));
    scenarios.push({
      ...plan('c', '(c) apply of a 5% change', five, parallelism),
      mode: 'apply',
    });
  }
  if (wanted('d')) {
    const hundred = org(dir, 'sites-100', fullWorld(smallSitesShape(100)));
    scenarios.push(plan('d', '(d) plan, 100 sites x 4 sections', hundred, DEFAULT_PARALLELISM));
  }
  if (wanted('e') || wanted('f')) {
    const thousand = org(dir, 'sites-1000', fullWorld(smallSitesShape(1000)));
    if (wanted('e'))
      scenarios.push(
        plan('e', '(e) plan, 1,000 sites x 4 sections', thousand, DEFAULT_PARALLELISM),
      );
    if (wanted('f'))
      scenarios.push(
        applyFromEmpty(
          'f',
          '(f) apply from empty, 1,000 sites x 4 sections',
          thousand,
          DEFAULT_PARALLELISM,
        ),
      );
  }
  return { scenarios, objects: big.objects };
}
