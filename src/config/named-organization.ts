import type { Diagnostic } from '../model/diagnostic.js';
import { isObject } from '../model/is-object.js';
import { ENTITY_ID } from '../model/schema/fields.js';
import { ConfigFacts } from './config-facts.js';
import { ENVIRONMENTS_KEY } from './environment-checks.js';
import type { SavedSource } from './saved-sources.js';
import { readYamlSource } from './yaml-source.js';

/**
 * The organization a saved plan's config sources name for `environment` (its
 * `organization:`, or that of `environments.<environment>`), read without the
 * environment, the network or any other file: what `apply` of the plan would write to,
 * for `docform show` to check the plan's own `organization` against. Undefined when it
 * cannot be read so: a file kept by its digest only (src/config/saved-sources.ts), a
 * value that is not written as an id, a config that does not parse.
 */
export function namedOrganization(
  sources: readonly SavedSource[],
  environment: string | undefined,
): string | undefined {
  for (const source of sources) {
    if (!('text' in source)) continue;
    // the values that read the environment are not looked at: an organization cannot
    const ignored: Diagnostic[] = [];
    const read = readYamlSource(source, {}, new ConfigFacts(), ignored);
    const value = read === undefined ? undefined : organizationIn(read.value, environment);
    if (value !== undefined) {
      return typeof value === 'string' && ENTITY_ID.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function organizationIn(doc: Record<string, unknown>, environment: string | undefined): unknown {
  if (environment === undefined) return doc.organization;
  const environments = doc[ENVIRONMENTS_KEY];
  if (!isObject(environments)) return undefined;
  const entry = Object.hasOwn(environments, environment) ? environments[environment] : undefined;
  return isObject(entry) ? entry.organization : undefined;
}
