import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import {
  createCollection,
  listCollections,
  moveCollection,
} from '../../src/api/resources/collections.js';
import { listSpaces, moveSpace } from '../../src/api/resources/spaces.js';
import { startEmulator } from '../../src/emulator/server.js';

/**
 * The official moves answer 409 to a move that changes nothing, as a move re-sent after
 * its first answer was lost meets: docform takes it as done. Any other refusal stays one.
 */
describe('moving a space or a collection that is already there', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let client: ApiClient;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    client = new ApiClient({ baseUrl: emulator.url, token: 'dev-token', parallelism: 1 });
  });
  afterAll(async () => {
    await client.close();
    await emulator.close();
  });

  it('is done, and a move the API refuses otherwise still fails', async () => {
    const shelf = await createCollection(client, 'org_acme', { title: 'Shelf' });
    const rack = await createCollection(client, 'org_acme', { title: 'Rack' });
    await moveSpace(client, 'spc_guides', shelf.id);
    await moveSpace(client, 'spc_guides', shelf.id);
    await moveCollection(client, rack.id, shelf.id);
    await moveCollection(client, rack.id, shelf.id);
    const guides = (await listSpaces(client, 'org_acme')).find((s) => s.id === 'spc_guides');
    expect(guides?.collection).toBe(shelf.id);
    const moved = (await listCollections(client, 'org_acme')).find((c) => c.id === rack.id);
    expect(moved?.parent).toBe(shelf.id);
    // into itself: a 400, not taken as done
    await expect(moveCollection(client, shelf.id, shelf.id)).rejects.toThrow(/400/);
  });
});
