import type { FieldTable } from '../../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../../model/fields/field-row.js';
import type { YamlMap } from './export-org.js';

/**
 * The fields of a live object as its table's rows export them: each value the object
 * has (a null or absent one is left out), as the row's `exportAs` makes it if it has one,
 * a boolean whose row says so only when true, and none of a row that is not exported or
 * holds a reference.
 */
export function exportedFields(table: FieldTable, object: object): YamlMap {
  const out: YamlMap = {};
  for (const [name, row] of rowsOf(table)) {
    // a reference is written by its kind, by the key or email of what it names
    if (row.exported === false || row.compare === 'ref') continue;
    const held = fieldValue(object, name);
    const value = row.exportAs === undefined ? held : row.exportAs(held);
    if (value === undefined || value === null) continue;
    if (row.exportedWhenTrue === true && value !== true) continue;
    out[row.yamlKey ?? name] = value;
  }
  return out;
}
