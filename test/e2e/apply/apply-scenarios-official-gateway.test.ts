import { applyScenarios } from './apply-scenarios.js';

/**
 * Every scenario and example through the official gateway, which answers only what the
 * official OpenAPI document promises: plan, apply, exactly the promised writes, plan
 * empty; then the wire check of every request they sent (./apply-scenarios.ts).
 */
applyScenarios('official gateway');
