import { nonAsciiHost } from '../../model/visible-text.js';
import type { YamlPath } from '../position-index.js';
import type { RuleContext } from './rule-context.js';

/** Past this many, one more warning says how many were left unsaid. */
const MAX_REPORTS = 20;

/**
 * A URL whose host is written with non-ASCII letters (docs/security.md, "Characters and
 * hosts"): `https://acmе.okta.example` with a Cyrillic `е` is another host than
 * `acme.okta.example`, and a change to it plans as a change that reads as none. A
 * warning at the value, naming the host's ASCII (punycode) form, which the outputs show
 * beside the value too. Every string value is looked at, whatever its field: a site's
 * customization or a redirect holds URLs as well. Secrets are not: they are never shown.
 */
export function nonAsciiHosts(ctx: RuleContext): void {
  // the common case, known from the files' text: no value to walk through
  if (ctx.asciiStringsOnly()) return;
  let reports = 0;
  // one path, pushed and popped as the walk goes (a config of 12,000 objects has about
  // 100,000 values): copied only for a value that is reported
  const path: (string | number)[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      // most values hold no non-ASCII character at all: no URL to parse
      if (!NON_ASCII.test(value) || ctx.isSecret(path)) return;
      // a stand-in for a value that failed the schema (schema-partial.ts) starts with NUL
      const host = value.startsWith('\u0000') ? undefined : nonAsciiHost(value);
      if (host === undefined) return;
      reports += 1;
      if (reports > MAX_REPORTS) return;
      ctx.warn(
        'non-ascii-host',
        `\`${fieldName(path)}\` names the host ${host.host}, written with non-ASCII letters: it is ${host.ascii}, not the host it looks like`,
        [...path],
        'write the host in ASCII; if it is meant, write its punycode form',
      );
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        path.push(i);
        visit(value[i]);
        path.pop();
      }
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        path.push(key);
        visit(value[key]);
        path.pop();
      }
    }
  };
  visit(ctx.config);
  if (reports > MAX_REPORTS) {
    ctx.warn('non-ascii-host', `${reports - MAX_REPORTS} more URLs with non-ASCII hosts`, []);
  }
}

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

/** The last key of a path (a list item by its list's key): what a warning names. */
function fieldName(path: YamlPath): string {
  return [...path].reverse().find((segment) => typeof segment === 'string') ?? '(top level)';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
