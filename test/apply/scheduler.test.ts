import { describe, expect, it } from 'vitest';
import type { Change, IdRef } from '../../src/model/plan.js';
import type { RunOutcome } from '../../src/apply/scheduler.js';
import { runScheduled } from '../../src/apply/scheduler.js';

function change(address: string, dependsOn: string[] = []): Change {
  return { address, kind: 'team', action: 'create', fields: [], dependsOn };
}

/** A run function whose calls finish when the test says so, recording what ran when. */
function gate() {
  const log: string[] = [];
  const pending = new Map<string, (outcome: RunOutcome) => void>();
  const rereadingOf = new Map<string, () => void>();
  let inFlight = 0;
  let maxInFlight = 0;
  const run = (c: Change, _index: number, rereading: () => void): Promise<RunOutcome> => {
    log.push(`start ${c.address}`);
    rereadingOf.set(c.address, rereading);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise((resolve) => {
      pending.set(c.address, (o) => {
        inFlight -= 1;
        log.push(`end ${c.address}`);
        resolve(o);
      });
    });
  };
  const finish = async (address: string, outcome: RunOutcome = { status: 'done' }) => {
    await tick();
    const f = pending.get(address);
    if (!f) throw new Error(`${address} is not running; log: ${log.join(', ')}`);
    pending.delete(address);
    f(outcome);
    await tick();
  };
  /** The change says its create was answered, and it waits for a shared re-read (src/apply/adopt.ts). */
  const rereading = async (address: string) => {
    await tick();
    rereadingOf.get(address)?.();
    await tick();
  };
  return {
    log,
    run,
    finish,
    rereading,
    running: () => [...pending.keys()],
    max: () => maxInFlight,
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('runScheduled', () => {
  it('starts independent changes together, up to the parallelism', async () => {
    const g = gate();
    const changes = ['a', 'b', 'c', 'd'].map((a) => change(a));
    const done = runScheduled(changes, 2, g.run);
    await tick();
    expect(g.running()).toEqual(['a', 'b']);
    await g.finish('b');
    expect(g.running()).toEqual(['a', 'c']);
    await g.finish('a');
    await g.finish('c');
    await g.finish('d');
    expect((await done).map((o) => o.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(g.max()).toBe(2);
  });

  it('waits for dependsOn, and lets a later ready change go first', async () => {
    const g = gate();
    const changes = [change('site.a'), change('site.a.section.x', ['site.a']), change('team.t')];
    const done = runScheduled(changes, 4, g.run);
    await tick();
    expect(g.running()).toEqual(['site.a', 'team.t']);
    await g.finish('team.t');
    expect(g.running()).toEqual(['site.a']);
    await g.finish('site.a');
    expect(g.running()).toEqual(['site.a.section.x']);
    await g.finish('site.a.section.x');
    await done;
  });

  it('keeps siblings of one parent in plan order', async () => {
    const g = gate();
    const parent = { ref: 'site.a', id: 'site_1' };
    const move = (address: string, from: IdRef): Change => ({
      address,
      kind: 'section',
      action: 'move',
      id: `${address}_id`,
      parent: from,
      position: { after: { ref: `${from.ref}.section.first`, id: 'first' } },
      dependsOn: [],
    });
    const changes = [
      move('site.a.section.x', parent),
      move('site.a.section.y', parent),
      move('site.b.section.z', { ref: 'site.b' }),
    ];
    const done = runScheduled(changes, 4, g.run);
    await tick();
    expect(g.running()).toEqual(['site.a.section.x', 'site.b.section.z']);
    await g.finish('site.a.section.x');
    expect(g.running()).toEqual(['site.b.section.z', 'site.a.section.y']);
    await g.finish('site.b.section.z');
    await g.finish('site.a.section.y');
    await done;
  });

  it('starts the next sibling create once the one before was answered, in its slot', async () => {
    const g = gate();
    const parent = { ref: 'site.a', id: 'site_1' };
    const create = (title: string, fields: Change['fields'] = []): Change => ({
      address: `site.a.section.${title}`,
      kind: 'section',
      action: 'create',
      parent,
      fields: [{ path: 'title', after: title }, ...(fields ?? [])],
      dependsOn: ['site.a'],
    });
    const child: Change = {
      address: 'site.a.section.x.space.s',
      kind: 'site-space',
      action: 'create',
      parent: { ref: 'site.a.section.x' },
      fields: [],
      dependsOn: ['site.a.section.x'],
    };
    const changes = [
      create('x'),
      change('team.t'),
      create('y', [{ path: 'path', after: 'why' }]),
      create('z'),
      child,
    ];
    const done = runScheduled(changes, 1, g.run);
    await tick();
    expect(g.running()).toEqual(['site.a.section.x']);
    // x's create was answered: y takes x's slot, before the earlier team.t, while x reads
    // its site again
    await g.rereading('site.a.section.x');
    expect(g.running()).toEqual(['site.a.section.x', 'site.a.section.y']);
    // y sets a path after its create, which z's own could take: z waits for y to be done,
    // and y's slot goes to the next ready change while y reads its site again
    await g.rereading('site.a.section.y');
    expect(g.running()).toEqual(['site.a.section.x', 'site.a.section.y', 'team.t']);
    await g.finish('site.a.section.y');
    expect(g.running()).toEqual(['site.a.section.x', 'team.t']);
    await g.finish('team.t');
    expect(g.running()).toEqual(['site.a.section.x', 'site.a.section.z']);
    // x's child waits for x to be done (its re-read may have swapped x for an older one)
    await g.rereading('site.a.section.z');
    await g.finish('site.a.section.z');
    expect(g.running()).toEqual(['site.a.section.x']);
    await g.finish('site.a.section.x');
    expect(g.running()).toEqual(['site.a.section.x.space.s']);
    await g.finish('site.a.section.x.space.s');
    expect((await done).map((o) => o.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('gives the slot of a create waiting for a shared re-read to the next ready change', async () => {
    const g = gate();
    const site = (name: string): Change => ({
      address: `site.${name}`,
      kind: 'site',
      action: 'create',
      fields: [{ path: 'title', after: name }],
      dependsOn: [],
    });
    const section: Change = {
      address: 'site.a.section.x',
      kind: 'section',
      action: 'create',
      parent: { ref: 'site.a' },
      fields: [{ path: 'title', after: 'x' }],
      dependsOn: ['site.a'],
    };
    const changes = [site('a'), section, site('b'), site('c')];
    const done = runScheduled(changes, 1, g.run);
    await tick();
    expect(g.running()).toEqual(['site.a']);
    // a's create was answered: b's create goes while a waits for its re-read, then c's
    await g.rereading('site.a');
    expect(g.running()).toEqual(['site.a', 'site.b']);
    await g.rereading('site.b');
    expect(g.running()).toEqual(['site.a', 'site.b', 'site.c']);
    // a's section waits for a to be done, and for a slot
    await g.finish('site.a');
    expect(g.running()).toEqual(['site.b', 'site.c']);
    await g.finish('site.c');
    expect(g.running()).toEqual(['site.b', 'site.a.section.x']);
    await g.finish('site.b');
    await g.finish('site.a.section.x');
    expect((await done).map((o) => o.status)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('starts nothing after a failure, lets in-flight calls finish, reports the rest', async () => {
    const g = gate();
    const changes = [change('a'), change('b'), change('c'), change('d', ['a'])];
    const done = runScheduled(changes, 2, g.run);
    await tick();
    await g.finish('a', { status: 'failed', message: 'HTTP 500' });
    expect(g.running()).toEqual(['b']);
    await g.finish('b');
    const outcomes = await done;
    expect(outcomes).toEqual([
      { status: 'failed', message: 'HTTP 500' },
      { status: 'done' },
      { status: 'not-started', reason: 'after-failure' },
      { status: 'not-started', reason: 'after-failure' },
    ]);
  });

  it('starts nothing once the signal aborts; a later failure keeps the rest interrupted', async () => {
    const g = gate();
    const controller = new AbortController();
    const changes = [change('a'), change('b'), change('c'), change('d', ['a'])];
    const done = runScheduled(changes, 2, g.run, controller.signal);
    await tick();
    controller.abort();
    await g.finish('a', { status: 'failed', message: 'HTTP 500' });
    expect(g.running()).toEqual(['b']);
    await g.finish('b');
    expect(await done).toEqual([
      { status: 'failed', message: 'HTTP 500' },
      { status: 'done' },
      { status: 'not-started', reason: 'interrupted' },
      { status: 'not-started', reason: 'interrupted' },
    ]);
  });

  it('turns a thrown error into a failure with its message', async () => {
    const outcomes = await runScheduled([change('a'), change('b', ['a'])], 1, () =>
      Promise.reject(new Error('boom')),
    );
    expect(outcomes).toEqual([
      { status: 'failed', message: 'boom' },
      { status: 'not-started', reason: 'after-failure' },
    ]);
  });

  it('never starts a change whose dependency is missing from a cycle', async () => {
    const outcomes = await runScheduled([change('a', ['b']), change('b', ['a'])], 2, () =>
      Promise.resolve({ status: 'done' }),
    );
    expect(outcomes).toEqual([
      { status: 'not-started', reason: 'blocked' },
      { status: 'not-started', reason: 'blocked' },
    ]);
  });
});
