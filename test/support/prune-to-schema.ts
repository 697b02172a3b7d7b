import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { officialSpec, pointerToken, resolvePointer } from './official-schema.js';

type Json = Record<string, unknown>;

export interface PruneOptions {
  /**
   * A field added to every closed object of the result, as a newer API version adds
   * fields: `[name, value]`. Closed: its schema names its properties and has no
   * `additionalProperties` (neither a map of the user's keys nor `false`).
   */
  readonly addField?: readonly [string, unknown];
  /** Receives the JSON path of each field removed (`items[].agentsContext`). */
  readonly onDrop?: (path: string) => void;
}

/**
 * Validators that only pick a branch: they stop at the first error and leave formats
 * alone (no branch of the document differs by format alone), unlike the checking
 * validators of official-schema.ts, which collect every error.
 */
const SPEC_ID = 'gitbook-openapi.json';
const picker = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
picker.addSchema(officialSpec, SPEC_ID);
const validators = new Map<string, ValidateFunction>();

function validatorAt(pointer: string): ValidateFunction {
  let v = validators.get(pointer);
  if (v === undefined) {
    v = picker.compile({ $ref: `${SPEC_ID}${pointer}` });
    validators.set(pointer, v);
  }
  return v;
}

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `value` cut to what the schema at `pointer` of the official document declares: the
 * fields of an object its schema (and every `allOf` branch) names, map entries where it
 * takes any key (`additionalProperties` a schema or `true`), array items by `items`.
 * For `oneOf` / `anyOf`, the first branch the value is valid against, as it is or once
 * cut, decides (as a discriminated reader would see it); when none is, every branch's
 * fields are kept.
 * Values of other kinds pass as they are.
 */
export function pruneToSchema(
  value: unknown,
  pointer: string,
  options: PruneOptions = {},
): unknown {
  const cut = prune(value, pointer, options);
  if (options.onDrop) dropped(value, cut, '', options.onDrop);
  return cut;
}

/** Reports the fields of `before` that `after` lacks, at any depth. */
function dropped(before: unknown, after: unknown, path: string, report: (p: string) => void): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((item, i) => dropped(item, after[i], `${path}[]`, report));
    return;
  }
  if (!isObject(before) || !isObject(after)) return;
  for (const [key, child] of Object.entries(before)) {
    const where = path === '' ? key : `${path}.${key}`;
    if (key in after) dropped(child, after[key], where, report);
    else report(where);
  }
}

const resolved = new Map<string, { at: string; node: Json | undefined }>();

/** The schema at a pointer, `$ref`s followed, with the pointer it was found at. */
function schemaAt(pointer: string): { at: string; node: Json | undefined } {
  let found = resolved.get(pointer);
  if (found === undefined) {
    let at = pointer;
    let node = resolvePointer(officialSpec, at) as Json | undefined;
    while (typeof node?.$ref === 'string') {
      at = node.$ref;
      node = resolvePointer(officialSpec, at) as Json | undefined;
    }
    found = { at, node: typeof node === 'object' ? node : undefined };
    resolved.set(pointer, found);
  }
  return found;
}

function prune(value: unknown, pointer: string, options: PruneOptions): unknown {
  const { at, node } = schemaAt(pointer);
  if (node === undefined) return value;
  if (Array.isArray(value)) {
    if (node.items === undefined) return value;
    return value.map((item) => prune(item, `${at}/items`, options));
  }
  if (!isObject(value)) return value;
  const parts: Json[] = [];
  if (node.properties !== undefined || node.additionalProperties !== undefined) {
    parts.push(pruneObject(value, node, at, options));
  }
  ((node.allOf as unknown[] | undefined) ?? []).forEach((_, i) => {
    parts.push(prune(value, `${at}/allOf/${i}`, options) as Json);
  });
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key] as unknown[] | undefined;
    if (branches !== undefined) parts.push(...pickBranch(value, `${at}/${key}`, branches, options));
  }
  // a schema that says nothing of the object's fields takes it whole
  if (parts.length === 0) return value;
  return parts.reduce((a, b) => merge(a, b) as Json);
}

/**
 * The cut of the first branch the value is valid against, as it is or once cut (fields
 * the emulator adds may break a branch of `additionalProperties: false`); every
 * branch's cut if none.
 */
function pickBranch(
  value: Json,
  at: string,
  branches: readonly unknown[],
  options: PruneOptions,
): Json[] {
  // most answers fit a branch as they are: one validation each, no trial cut
  const fits = branches.findIndex((_, i) => validatorAt(`${at}/${i}`)(value));
  if (fits !== -1) return [prune(value, `${at}/${fits}`, options) as Json];
  for (let i = 0; i < branches.length; i += 1) {
    const pointer = `${at}/${i}`;
    if (validatorAt(pointer)(prune(value, pointer, {}))) {
      return [prune(value, pointer, options) as Json];
    }
  }
  return branches.map((_, i) => prune(value, `${at}/${i}`, options) as Json);
}

function pruneObject(value: Json, node: Json, at: string, options: PruneOptions): Json {
  const named = (node.properties as Json | undefined) ?? {};
  const rest = node.additionalProperties;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (key in named) {
      out[key] = prune(child, `${at}/properties/${pointerToken(key)}`, options);
    } else if (rest === true) {
      out[key] = child;
    } else if (isObject(rest)) {
      out[key] = prune(child, `${at}/additionalProperties`, options);
    }
  }
  // only where the document leaves the object open to fields it does not name: one that
  // says `additionalProperties: false` (a visitor schema, a document's data) is promised
  // to hold exactly its own
  if (rest === undefined && Object.keys(named).length > 0 && options.addField) {
    const [name, extra] = options.addField;
    out[name] = extra;
  }
  return out;
}

/** The union of two cuts of one value: objects by key, arrays item by item. */
function merge(a: unknown, b: unknown): unknown {
  if (isObject(a) && isObject(b)) {
    const out: Json = { ...a };
    for (const [key, value] of Object.entries(b)) {
      out[key] = key in out ? merge(out[key], value) : value;
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.map((item, i) => merge(item, b[i]));
  return a;
}
