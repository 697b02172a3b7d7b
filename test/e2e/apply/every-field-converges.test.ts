import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { readLive } from '../../../src/api/read-live.js';
import { readNeedsFor } from '../../../src/plan/read-needs.js';
import { applyPlan } from '../../../src/apply/apply-plan.js';
import { parseConfigSources } from '../../../src/config/parse-sources.js';
import type { FieldRow, FieldTable } from '../../../src/model/fields/field-row.js';
import { FIELD_TABLES } from '../../../src/model/fields/tables.js';
import type { Plan } from '../../../src/model/plan.js';
import { planChanges } from '../../../src/plan/plan.js';
import {
  API_TARGETS,
  startApiTarget,
  type ApiTarget,
  type TargetApi,
} from '../support/api-targets.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { FIELD_EXAMPLES, type Fields, type KindExamples } from './field-examples.js';
import { changeSteps, removalStep, setFields } from './field-steps.js';

/**
 * Every row of every kind's field table (src/model/fields/tables.ts), held to the API:
 * its example value (field-examples.ts) set on one object of its kind is planned, applied
 * and then plans nothing (a row needing what a person makes in the app, a Git Sync
 * installation, once that is made on the object); its second value is planned as a
 * change and converges too;
 * `null` on a removable row removes the value and converges; a change of an immutable
 * row is refused by the plan. Rows that do not interfere share one config.
 *
 * Through the official gateway a field of the seed only (`seedOnly`) is, once the object
 * exists, left unplanned with a `field-not-in-api` warning rather than converged: the
 * official API neither reports nor takes it.
 */
const KINDS = Object.entries(FIELD_TABLES) as [string, FieldTable][];

describe('the examples of every field', () => {
  it.each(KINDS)('%s: every row has one, and every example names a row', (kind, table) => {
    const examples = FIELD_EXAMPLES[kind as keyof typeof FIELD_EXAMPLES];
    expect(
      examples,
      `no examples for the ${kind} rows in test/e2e/apply/field-examples.ts`,
    ).toBeDefined();
    const rows = Object.keys(table);
    const named = Object.keys(examples?.rows ?? {});
    expect(
      rows.filter((name) => !named.includes(name)),
      `${kind} rows with no example in test/e2e/apply/field-examples.ts`,
    ).toEqual([]);
    expect(
      named.filter((name) => !rows.includes(name)),
      `examples in test/e2e/apply/field-examples.ts naming no ${kind} row`,
    ).toEqual([]);
  });
});

describe.each(API_TARGETS)('every field of every kind against the %s', (target) => {
  let api: TargetApi;
  let client: ApiClient;
  let fixture: unknown;
  beforeAll(async () => {
    api = await startApiTarget(target);
    client = new ApiClient({ baseUrl: api.url, token: 'dev-token', parallelism: 4 });
    fixture = await stateAt(api.url);
  });
  afterAll(async () => {
    await client.close();
    await api.close();
  });

  async function planFor(doc: Record<string, unknown>): Promise<{ plan: Plan; text: string }> {
    const text = stringify(doc);
    const result = parseConfigSources([{ file: 'fields.yaml', text }], { env: {} });
    if (result.desired === undefined) {
      throw new Error(`invalid config:\n${text}\n${JSON.stringify(result.diagnostics)}`);
    }
    const { live } = await readLive(client, readNeedsFor(result.desired));
    return { plan: planChanges(result.desired, live), text };
  }

  /** Plans `fields` on the kind's object, expects `changed` in the plan, applies, plans again. */
  async function converge(
    examples: KindExamples,
    table: FieldTable,
    fields: Fields,
    earlier: Fields | undefined,
    changed: readonly string[],
  ): Promise<void> {
    const { plan, text } = await planFor(examples.config(fields, earlier));
    const errors = plan.diagnostics.filter((d) => d.severity === 'error');
    expect(errors, text).toEqual([]);
    const ours = plan.changes.filter((c) => c.address === examples.address);
    const creates = ours.some((c) => c.action === 'create');
    const planned = new Set(ours.flatMap((c) => (c.fields ?? []).map((f) => f.path as string)));
    for (const name of changed) {
      if (leftUnplanned(target, table[name], creates)) {
        expect(planned.has(name), `${name} is not planned through the gateway\n${text}`).toBe(
          false,
        );
        const warned = plan.diagnostics.filter(
          (d) => d.code === 'field-not-in-api' && d.message.includes(name),
        );
        expect(
          warned.map((d) => d.severity),
          `${name}: field-not-in-api\n${text}`,
        ).toEqual(['warning']);
      } else expect(planned.has(name), `${name} is in the plan\n${text}`).toBe(true);
    }
    const result = await applyPlan(plan, {
      client,
      parallelism: 4,
      allowDelete: false,
      force: false,
      allowCreate: true,
    });
    expect(
      result.results.filter((r) => r.status !== 'done'),
      text,
    ).toEqual([]);
    const again = await planFor(examples.config(fields, earlier));
    expect(
      again.plan.changes.map(
        (c) => `${c.action} ${c.address} ${(c.fields ?? []).map((f) => f.path).join(',')}`,
      ),
      text,
    ).toEqual([]);
  }

  it.each(KINDS)(
    '%s: each row set, changed and removed converges',
    async (kind, table) => {
      const examples = FIELD_EXAMPLES[kind as keyof typeof FIELD_EXAMPLES];
      if (examples === undefined) throw new Error(`no examples for the ${kind} rows`);
      await setStateAt(api.url, fixture);

      const set = setFields(examples);
      // rows that need something made in the app first are set once the object exists
      const later = Object.entries(examples.rows).filter(([, e]) => e.madeInApp !== undefined);
      const first = Object.fromEntries(
        Object.entries(set).filter(([name]) => !later.some(([row]) => row === name)),
      );
      const rows = Object.keys(examples.rows);
      await converge(
        examples,
        table,
        first,
        undefined,
        rows.filter((name) => name in first),
      );
      if (later.length > 0) {
        for (const [, example] of later) await example.madeInApp?.(api.emulatorUrl);
        await converge(
          examples,
          table,
          set,
          first,
          later.map(([name]) => name),
        );
      }

      let now = set;
      for (const step of changeSteps(table, examples, now)) {
        await converge(examples, table, step.fields, now, step.changed);
        now = step.fields;
      }
      const removal = removalStep(table, now);
      if (removal.changed.length > 0) {
        await converge(examples, table, removal.fields, now, removal.changed);
        now = removal.fields;
      }

      // an immutable row's change is refused when the plan is made, naming the field
      for (const [name, row] of Object.entries(table)) {
        const change = examples.rows[name]?.change;
        if (row.immutable !== true || change === undefined) continue;
        const { plan, text } = await planFor(examples.config({ ...now, [name]: change }, now));
        const refused = plan.diagnostics.filter(
          (d) =>
            d.severity === 'error' && d.address === examples.address && d.message.includes(name),
        );
        expect(refused, `${kind}.${name}: a change is refused\n${text}`).toHaveLength(1);
      }
    },
    60_000,
  );
});

/**
 * A seed-only row through the official gateway, on an object that exists: the API does
 * not report it, so the plan leaves it alone and warns. (A create still sends it: the
 * planner cannot tell before the object exists, and the API ignores it.)
 */
function leftUnplanned(target: ApiTarget, row: FieldRow | undefined, creates: boolean): boolean {
  return target === 'official gateway' && row?.seedOnly === true && !creates;
}
