import type { FieldTable } from '../../../src/model/fields/field-row.js';
import type { Fields, KindExamples } from './field-examples.js';

/** One config of the per-row test: the object's fields, and the rows it changes. */
export interface FieldStep {
  readonly fields: Fields;
  readonly changed: readonly string[];
}

/**
 * Every row at its example value, with the fields the rows need. Refuses examples that
 * interfere: a row needing another field at a value other than that row's example.
 */
export function setFields(examples: KindExamples): Fields {
  const out: Record<string, unknown> = {};
  for (const [name, example] of Object.entries(examples.rows)) out[name] = example.value;
  for (const [name, example] of Object.entries(examples.rows)) {
    for (const [needed, value] of Object.entries(example.needs ?? {})) {
      if (needed in out && !same(out[needed], value)) {
        throw new Error(
          `the examples interfere: ${name} needs ${needed}: ${JSON.stringify(value)}, whose example is ${JSON.stringify(out[needed])}`,
        );
      }
      out[needed] = value;
    }
  }
  return out;
}

/**
 * The changes to every row's second value, as few configs as the rows allow: one for
 * every change that leaves what the other rows need in place, then one per change that
 * breaks another row's need, with that row left out of the config (not managed), as a
 * user turning adaptive content off leaves the adaptive schema out. Immutable rows keep
 * their value (their change is refused: the test checks that apart).
 */
export function changeSteps(table: FieldTable, examples: KindExamples, from: Fields): FieldStep[] {
  const changes = Object.entries(examples.rows).filter(
    ([name, example]) => example.change !== undefined && table[name]?.immutable !== true,
  );
  const breaks = (name: string, value: unknown): string[] =>
    Object.entries(examples.rows)
      .filter(([, other]) => other.needs !== undefined && name in other.needs)
      .filter(([, other]) => !same(other.needs?.[name], value))
      .map(([other]) => other);
  const together = changes.filter(([name, example]) => breaks(name, example.change).length === 0);
  const steps: FieldStep[] = [];
  const first = { ...from };
  for (const [name, example] of together) first[name] = example.change;
  steps.push({ fields: first, changed: together.map(([name]) => name) });
  for (const [name, example] of changes) {
    const broken = breaks(name, example.change);
    if (broken.length === 0) continue;
    const fields: Record<string, unknown> = { ...first, [name]: example.change };
    for (const other of broken) delete fields[other];
    steps.push({ fields, changed: [name] });
  }
  return steps;
}

/** Every removable row set to `null` (the API's way to unset it). */
export function removalStep(table: FieldTable, from: Fields): FieldStep {
  const removable = Object.keys(from).filter((name) => table[name]?.removable === true);
  const fields: Record<string, unknown> = { ...from };
  for (const name of removable) fields[name] = null;
  return { fields, changed: removable };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
