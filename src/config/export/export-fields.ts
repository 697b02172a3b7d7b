import { isDeepStrictEqual } from 'node:util';
import type { FieldRow, FieldTable } from '../../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../../model/fields/field-row.js';
import { reservedKeyIn } from '../../model/reserved-keys.js';
import type { ExportKeys } from './export-keys.js';
import type { YamlMap } from './export-org.js';

/** What every part of an export shares. */
export interface ExportContext {
  readonly keys: ExportKeys;
  /** Write the values equal to the platform's defaults too (`export --full`). */
  readonly full: boolean;
  /** What the export left out, and why (for stderr). */
  readonly warnings: string[];
}

/**
 * The fields of a live object as its table's rows export them: each value the object
 * has (a null or absent one is left out), as the row's `exportAs` makes it if it has one,
 * and none of a row that is not exported or holds a reference. A value equal to one of
 * the row's `platformDefaults` is left out unless `full`: a person would not write it,
 * and a field not declared is not managed, so the export plans empty all the same. A
 * value the config would refuse is left out too, with a warning naming `what` and why:
 * an export must validate as it is written.
 */
export function exportedFields(
  table: FieldTable,
  object: object,
  ctx: ExportContext,
  what: string,
): YamlMap {
  const out: YamlMap = {};
  for (const [name, row] of rowsOf(table)) {
    // a reference is written by its kind, by the key or email of what it names
    if (row.exported === false || row.compare === 'ref') continue;
    const held = fieldValue(object, name);
    const value = row.exportAs === undefined ? held : row.exportAs(held);
    if (value === undefined || value === null) continue;
    if (!ctx.full && row.platformDefaults?.some((d) => isDeepStrictEqual(d, value)) === true) {
      continue;
    }
    const key = row.yamlKey ?? name;
    const refused = refusal(row, value);
    if (refused === undefined) out[key] = value;
    else ctx.warnings.push(`${what}: \`${key}\` left out: ${refused}`);
  }
  return out;
}

/**
 * Why the config would refuse `value` for `row`, if it would: a key JavaScript reserves
 * anywhere in it, or a value outside the row's schema (the API answers values the
 * config does not take, such as two share links of one name). A required field is
 * written whatever it holds: left out, the config would be refused all the same.
 */
function refusal(row: FieldRow, value: unknown): string | undefined {
  const reserved = reservedKeyIn(value);
  if (reserved !== undefined) {
    return `it holds the key \`${reserved}\`, which a config cannot have (JavaScript reserves it)`;
  }
  if (row.required === true) return undefined;
  const checked = row.yaml.safeParse(value);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  const at = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
  return `the live value is not one the config takes${at}: ${issue?.message ?? 'invalid'}`;
}
