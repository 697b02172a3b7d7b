import type { Diagnostic } from '../model/diagnostic.js';
import { isObject } from '../model/is-object.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { pathKey, type YamlPath } from './position-index.js';
import { describePath, valueAt } from './value-at.js';
import type { Issue } from './zod-issue-scope.js';

/**
 * An external link written in a list of site spaces (a section's `spaces:`, or a site's
 * own): the schema takes it for a site space that lacks `space:` and has two unknown
 * keys, three errors that do not say what is wrong. The items so written, by the path
 * of each: one error apiece says where links go instead.
 */
export function linksAmongSpaces(
  issues: readonly Issue[],
  input: unknown,
  facts: ConfigFacts,
): { readonly covered: (issue: Issue) => boolean; readonly diagnostics: Diagnostic[] } {
  const links = new Map<string, YamlPath>();
  const itemOf = (issue: Issue): YamlPath | undefined => {
    const path = issue.path as YamlPath;
    for (let i = path.length - 2; i >= 1; i -= 1) {
      if (path[i] !== 'spaces' || typeof path[i + 1] !== 'number') continue;
      const item = path.slice(0, i + 2);
      const written = valueAt(input, item);
      return isObject(written) && 'link' in written && !('space' in written) ? item : undefined;
    }
    return undefined;
  };
  for (const issue of issues.flatMap(withBranches)) {
    const item = itemOf(issue);
    if (item !== undefined) links.set(pathKey(item), item);
  }
  // an issue is said by the link's error when it is under such an item, or when it is
  // a union's (a section or a group or a link) one of whose branches fails only there
  const covered = (issue: Issue): boolean =>
    itemOf(issue) !== undefined ||
    (issue.code === 'invalid_union' &&
      issue.errors.some(
        (branch) => branch.length > 0 && branch.every((i) => covered(within(issue, i))),
      ));
  const diagnostics = [...links.values()].map((item) =>
    error(
      'link-among-spaces',
      `${describePath(item)} is an external link: a list of site spaces holds site spaces only`,
      facts.index.value(item),
      {
        hint: item.includes('sections')
          ? "write links in the site's `sections:`, beside its sections and groups (`- { link: URL, title: ... }`)"
          : 'a site of root spaces shows no links: a site whose structure is `sections:` shows them beside its sections',
      },
    ),
  );
  return { covered: (issue) => links.size > 0 && covered(issue), diagnostics };
}

/** A union's issue, and those of each of its branches, at their full paths. */
function withBranches(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union') return [issue];
  return [issue, ...issue.errors.flat().flatMap((i) => withBranches(within(issue, i)))];
}

/** A branch's issue at its full path (zod gives it relative to the union's). */
function within(union: Issue, issue: Issue): Issue {
  return { ...issue, path: [...union.path, ...issue.path] };
}
