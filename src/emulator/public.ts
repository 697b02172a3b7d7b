/*
 * What the CLI uses of the emulator, its only way in: the package builds the emulator as
 * a bundle of its own (scripts/bundle.mjs), loaded by the commands that run it and by
 * `init`, so that every other command reads, hashes and loads none of it.
 */
export { DEFAULT_FAULT_STATUSES } from './faults.js';
export type { FaultConfig } from './faults.js';
export { builtinFixture } from './fixture.js';
export { startEmulator } from './server.js';
export type { EmulatorOptions } from './server.js';
export { readWorldFile } from './state-store.js';
export type { World } from './world.js';
