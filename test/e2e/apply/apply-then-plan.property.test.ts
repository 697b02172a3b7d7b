import { applyThenPlanProperty } from './apply-then-plan-property.js';

/**
 * The apply-then-plan property (./apply-then-plan-property.ts) against the emulator;
 * apply-then-plan-official-gateway.property.test.ts runs it through the official gateway.
 */
applyThenPlanProperty('emulator');
