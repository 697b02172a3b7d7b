import { describe, expect, it } from 'vitest';
import { findById, recordsWith } from '../../src/emulator/record-index.js';
import { filterRecords, findRecord, undoView } from '../../src/emulator/undo-world.js';

interface Rec {
  id: string;
  title?: string;
  tags?: string[];
  link?: Rec;
}

const world = (): { items: Rec[]; n: number } => ({
  items: [
    { id: 'a', title: 'A', tags: ['x'] },
    { id: 'b', title: 'B' },
    { id: 'c', title: 'C' },
  ],
  n: 1,
});

describe('undoView', () => {
  it('rolls back sets, deletes, pushes, splices and sorts, latest first', () => {
    const root = world();
    const before = JSON.stringify(root);
    const { view, rollback } = undoView(root);
    view.n += 1;
    const [first] = view.items;
    if (!first) throw new Error('no item');
    first.title = 'changed';
    delete first.tags;
    view.items.push({ id: 'd' });
    view.items.splice(1, 1);
    view.items.sort((x, y) => y.id.localeCompare(x.id));
    expect(JSON.stringify(root)).not.toBe(before);
    rollback();
    expect(JSON.stringify(root)).toBe(before);
  });

  it('keeps a new object as created, and commit leaves no proxy inside it', () => {
    const root = world();
    const { view, commit } = undoView(root);
    const created: Rec = { id: 'd' };
    view.items.push(created);
    expect(view.items.indexOf(created)).toBe(3);
    created.link = view.items[0];
    commit();
    // the stored link is the raw record: a later rollback cannot reach it through a proxy
    expect(root.items[3]?.link).toBe(root.items[0]);
    const next = undoView(root);
    next.view.items.splice(0, 1);
    next.rollback();
    expect(root.items.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('finds through raw scans and the id index, and a change through the result is undone', () => {
    const root = world();
    const { view, rollback } = undoView(root);
    const found = findRecord(view.items, (r) => r.id === 'b');
    const filtered = filterRecords(view.items, (r) => r.id !== 'a');
    const byId = findById(view.items, 'c');
    expect(filtered[0]).toBe(found);
    if (!found || !byId) throw new Error('not found');
    found.title = 'x';
    byId.title = 'y';
    expect(root.items[1]?.title).toBe('x');
    rollback();
    expect(root.items.map((r) => r.title)).toEqual(['A', 'B', 'C']);
  });

  it('keeps the id index right when records move or go', () => {
    const items: Rec[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(findById(items, 'c')?.id).toBe('c');
    items.splice(0, 1);
    expect(findById(items, 'c')).toBe(items[1]);
    items.splice(1, 1);
    expect(findById(items, 'c')).toBeUndefined();
  });

  it('extends the indexes over records pushed through views, and forgets rolled-back ones', () => {
    const root = { items: [{ id: 'a', site: 's1' }] };
    expect(findById(root.items, 'b')).toBeUndefined();
    expect(recordsWith(root.items, 'site', 's1').map((r) => r.id)).toEqual(['a']);
    const first = undoView(root);
    first.view.items.push({ id: 'b', site: 's1' }, { id: 'a', site: 's2' });
    first.commit();
    expect(findById(root.items, 'b')).toBe(root.items[1]);
    expect(findById(root.items, 'a')).toBe(root.items[0]);
    expect(recordsWith(root.items, 'site', 's1').map((r) => r.id)).toEqual(['a', 'b']);
    const second = undoView(root);
    second.view.items.push({ id: 'c', site: 's1' });
    expect(findById(second.view.items, 'c')?.id).toBe('c');
    expect(recordsWith(second.view.items, 'site', 's1').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    second.rollback();
    expect(findById(root.items, 'c')).toBeUndefined();
    expect(recordsWith(root.items, 'site', 's1').map((r) => r.id)).toEqual(['a', 'b']);
    const third = undoView(root);
    third.view.items.splice(0, 1);
    third.view.items.push({ id: 'd', site: 's2' });
    third.commit();
    expect(findById(root.items, 'a')).toBe(root.items[1]);
    expect(findById(root.items, 'd')).toBe(root.items[2]);
    expect(recordsWith(root.items, 'site', 's2').map((r) => r.id)).toEqual(['a', 'd']);
  });

  it('keeps the field index right across writes through a view and their rollback', () => {
    const root = {
      items: [
        { id: 'a', site: 's1' },
        { id: 'b', site: 's2' },
      ],
    };
    expect(recordsWith(root.items, 'site', 's1').map((r) => r.id)).toEqual(['a']);
    const { view, rollback } = undoView(root);
    view.items.splice(0, 1);
    view.items.push({ id: 'c', site: 's1' });
    expect(recordsWith(view.items, 'site', 's1').map((r) => r.id)).toEqual(['c']);
    rollback();
    expect(recordsWith(root.items, 'site', 's1').map((r) => r.id)).toEqual(['a']);
  });
});
