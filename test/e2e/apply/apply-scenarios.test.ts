import { applyScenarios } from './apply-scenarios.js';

/**
 * Every scenario and example against the emulator: plan, apply, exactly the promised
 * writes, plan empty; then the wire check of every request they sent
 * (./apply-scenarios.ts). apply-scenarios-official-gateway.test.ts runs them through the
 * official gateway.
 */
applyScenarios('emulator');
