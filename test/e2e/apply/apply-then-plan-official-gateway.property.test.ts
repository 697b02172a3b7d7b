import { applyThenPlanProperty } from './apply-then-plan-property.js';

/**
 * The apply-then-plan property (./apply-then-plan-property.ts) through the official
 * gateway, which answers only what the official OpenAPI document promises.
 */
applyThenPlanProperty('official gateway');
