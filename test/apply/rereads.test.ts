import { describe, expect, it } from 'vitest';
import { Rereads } from '../../src/apply/rereads.js';

const tick = () => new Promise((r) => setImmediate(r));

/** A read whose answers the test gives, counting the requests. */
function collection() {
  const answers: ((value: string) => void)[] = [];
  let requests = 0;
  const read = () =>
    new Promise<string>((resolve) => {
      requests += 1;
      answers.push(resolve);
    });
  const answer = async (value: string) => {
    await tick();
    answers.shift()?.(value);
    await tick();
  };
  return { read, answer, requests: () => requests };
}

describe('Rereads', () => {
  it('lets the creates answered together share one read', async () => {
    const rereads = new Rereads();
    const c = collection();
    const a = rereads.creating('structure site_1');
    const b = rereads.creating('structure site_1');
    a();
    const readA = rereads.read('structure site_1', c.read);
    await tick();
    // b's create is in flight: a read now would not count for it
    expect(c.requests()).toBe(0);
    b();
    const readB = rereads.read('structure site_1', c.read);
    await tick();
    expect(c.requests()).toBe(1);
    await c.answer('both');
    expect(await Promise.all([readA, readB])).toEqual(['both', 'both']);
  });

  it('never counts a read that started before the call: it waits for the next flight', async () => {
    const rereads = new Rereads();
    const c = collection();
    const first = rereads.read('saml org', c.read);
    await tick();
    expect(c.requests()).toBe(1);
    const second = rereads.read('saml org', c.read);
    await tick();
    expect(c.requests()).toBe(1);
    await c.answer('before');
    expect(await first).toBe('before');
    await tick();
    expect(c.requests()).toBe(2);
    await c.answer('after');
    expect(await second).toBe('after');
  });

  it('keeps collections apart, and hands a failed read to every waiter', async () => {
    const rereads = new Rereads();
    const busy = rereads.creating('structure site_1');
    const other = rereads.read('structure site_2', () => Promise.reject(new Error('HTTP 503')));
    await expect(other).rejects.toThrow('HTTP 503');
    busy();
  });
});
