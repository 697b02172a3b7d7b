// In model, not one layer: plan and apply both order changes with it, and neither may import the other.
/**
 * A binary min-heap of numbers: the ready changes, earliest in the plan first, for the
 * planner's topological order and the applier's scheduler alike.
 */
export class MinHeap {
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const items = this.items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((items[parent] ?? 0) <= value) break;
      items[i] = items[parent] ?? 0;
      i = parent;
    }
    items[i] = value;
  }

  /** The smallest value; the heap must not be empty. */
  pop(): number {
    const items = this.items;
    const top = items[0] ?? 0;
    const last = items.pop() ?? 0;
    if (items.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && (items[right] ?? 0) < (items[left] ?? 0) ? right : left;
      if ((items[child] ?? 0) >= last) break;
      items[i] = items[child] ?? 0;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
