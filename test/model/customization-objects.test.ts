import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMIZATION_OBJECTS,
  customizationPaths,
} from '../../src/model/customization-objects.js';
import { WHOLE_VALUES } from '../../src/model/customization-wholes.js';
import {
  CUSTOMIZATION_WHOLE,
  siteCustomizationSchema,
} from '../../src/model/schema/customization.js';
import {
  OVERRIDE_MERGED,
  siteSpaceCustomization,
} from '../../src/model/schema/customization-override.js';

/**
 * The customization's one table of object-valued paths (model/customization-objects.ts)
 * held to the config's schema and to the official one (openapi.json): every object of
 * the config's customization is a row, once, of the kind its schemas make it; the lists
 * the code reads (WHOLE_VALUES, CUSTOMIZATION_WHOLE, OVERRIDE_MERGED) are its rows.
 */

type Json = Record<string, unknown>;

interface ZodDef {
  readonly type: string;
  readonly innerType?: ZodLike;
  readonly getter?: () => ZodLike;
  readonly shape?: Record<string, ZodLike>;
  readonly options?: readonly ZodLike[];
}
interface ZodLike {
  readonly _zod: { readonly def: ZodDef };
}

const WRAPPERS = new Set(['optional', 'nullable', 'lazy', 'default', 'readonly']);

function unwrapped(schema: ZodLike): ZodLike {
  let at = schema;
  for (;;) {
    const def = at._zod.def;
    if (!WRAPPERS.has(def.type)) return at;
    at = def.type === 'lazy' ? (def.getter as () => ZodLike)() : (def.innerType as ZodLike);
  }
}

interface ConfigObject {
  readonly path: string;
  readonly form: 'object' | 'union';
  /** The keys the config's schema requires (object only). */
  readonly required: readonly string[];
  readonly keys: readonly string[];
}

const kindOf = (path: string) => CUSTOMIZATION_OBJECTS.find((o) => o.path === path)?.kind;

/** The object-valued paths of a config schema, not descending into values laid over whole. */
function configObjects(schema: ZodLike, at = ''): ConfigObject[] {
  const shape = unwrapped(schema)._zod.def.shape ?? {};
  const out: ConfigObject[] = [];
  for (const [key, child] of Object.entries(shape)) {
    const path = at === '' ? key : `${at}.${key}`;
    const inner = unwrapped(child);
    const def = inner._zod.def;
    if (def.type === 'union') {
      const objects = (def.options ?? []).some((o) => unwrapped(o)._zod.def.type === 'object');
      if (objects) out.push({ path, form: 'union', required: [], keys: [] });
    } else if (def.type === 'object') {
      const entries = Object.entries(def.shape ?? {});
      const required = entries.filter(([, s]) => s._zod.def.type !== 'optional').map(([k]) => k);
      out.push({ path, form: 'object', required, keys: entries.map(([k]) => k) });
      if (kindOf(path) !== 'replaced') out.push(...configObjects(inner, path));
    }
  }
  return out;
}

const spec = JSON.parse(readFileSync('node_modules/@gitbook/api/spec/openapi.json', 'utf8')) as {
  components: { schemas: Record<string, Json> };
};

interface Official {
  readonly form: 'union' | 'inline' | 'component';
  readonly required: readonly string[];
  readonly keys: readonly string[];
  /** Every key on the way from the settings' root is required. */
  readonly answered: boolean;
}

/** The official schema at `path` of `SiteCustomizationSettingsBase`. */
function official(path: string): Official {
  let schema: Json = spec.components.schemas.SiteCustomizationSettingsBase as Json;
  let named = false;
  let answered = true;
  const resolve = (s: Json): Json => {
    let out = s;
    named = false;
    while (typeof out.$ref === 'string') {
      named = true;
      out = spec.components.schemas[out.$ref.split('/').at(-1) ?? ''] as Json;
    }
    return out;
  };
  for (const key of path.split('.')) {
    const required = (schema.required ?? []) as string[];
    answered &&= required.includes(key);
    schema = resolve((schema.properties as Record<string, Json>)[key] as Json);
  }
  if (schema.oneOf !== undefined || schema.anyOf !== undefined)
    return { form: 'union', required: [], keys: [], answered };
  return {
    form: named ? 'component' : 'inline',
    required: (schema.required ?? []) as string[],
    keys: Object.keys((schema.properties ?? {}) as Json),
    answered,
  };
}

const sorted = (list: readonly string[]) => [...list].sort();

describe("the customization's table of object-valued paths", () => {
  const walked = configObjects(siteCustomizationSchema() as unknown as ZodLike);

  it("holds every object of the config's customization, once", () => {
    const paths = CUSTOMIZATION_OBJECTS.map((o) => o.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(sorted(paths)).toEqual(sorted(walked.map((o) => o.path)));
  });

  it.each(walked.map((o) => [o.path, o] as const))(
    '%s is of the kind its schemas make it',
    (path, config) => {
      const row = CUSTOMIZATION_OBJECTS.find((o) => o.path === path);
      const api = official(path);
      if (config.form === 'union' || api.form === 'union') {
        // a union of object forms is laid over whole
        expect(row?.kind).toBe('replaced');
        return;
      }
      if (api.form === 'inline') {
        // an object of settings of its own: managed key by key
        expect(row?.kind).toBe('merged');
        return;
      }
      // an official `Customization*` value: taken whole
      if (row?.kind === 'completed') {
        expect(sorted(row.required ?? [])).toEqual(sorted(api.required));
        expect(sorted([...(row.required ?? []), ...(row.optional ?? [])])).toEqual(
          sorted(api.keys),
        );
        expect(row.answered).toBe(api.answered);
        // declarable in part: the config requires none of its keys
        expect(config.required).toEqual([]);
      } else {
        // laid over whole: the config requires what the API requires
        expect(row?.kind).toBe('replaced');
        expect(sorted(api.required.filter((k) => !config.required.includes(k)))).toEqual([]);
      }
    },
  );

  it('is what the lists the code reads are made of', () => {
    expect(WHOLE_VALUES.map((w) => w.path)).toEqual(customizationPaths('completed'));
    expect(CUSTOMIZATION_WHOLE).toEqual(customizationPaths('replaced'));
    // a value is completed before the values inside it (`tint`, then `tint.color`)
    const completed = customizationPaths('completed');
    for (const [i, path] of completed.entries()) {
      for (const later of completed.slice(i + 1)) expect(path.startsWith(`${later}.`)).toBe(false);
    }
  });

  it("names as merged by the override's PATCH the objects of settings the override takes", () => {
    const override = configObjects(siteSpaceCustomization as unknown as ZodLike);
    const merged = override.filter((o) => kindOf(o.path) === 'merged').map((o) => o.path);
    expect(sorted(OVERRIDE_MERGED)).toEqual(sorted(merged));
  });
});
