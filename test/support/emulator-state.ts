import type { World } from '../../src/emulator/world.js';

/**
 * `GET /_emulator/state` (docs/emulator.md) at `baseUrl`, the emulator's address or a
 * gateway's that passes its admin routes through: the whole world, as JSON.
 */
export async function stateAt(baseUrl: string): Promise<World> {
  const response = await fetch(`${baseUrl}/_emulator/state`);
  if (response.status !== 200) throw new Error(`GET /_emulator/state: ${response.status}`);
  return (await response.json()) as World;
}

/**
 * `PUT /_emulator/state` at `baseUrl`: installs `world` (checked by the emulator); a
 * world refused throws, with the status and the emulator's message.
 */
export async function setStateAt(baseUrl: string, world: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/_emulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(world),
  });
  if (response.status !== 204) {
    throw new Error(`PUT /_emulator/state: ${response.status} ${await response.text()}`);
  }
}
