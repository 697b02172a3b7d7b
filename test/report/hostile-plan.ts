import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import { desired, grp, live, liveSec, liveSite, liveSs, sec, site, ss } from '../plan/builders.js';

/**
 * Titles that would break a Mermaid diagram, or a Markdown comment around it, if written
 * as they are: quotes, brackets, Mermaid's entity codes, keywords and statements, HTML,
 * fences, line breaks, comments.
 */
export const HOSTILE_TITLES: readonly string[] = [
  'He said "hi"',
  'a]b[c',
  'x"]; click n1 call alert(1); n2["',
  '#quot; and #35;',
  '<script>alert(1)</script>',
  '<b>bold</b> & <i>',
  'end',
  'subgraph',
  'graph TD',
  'line one\nline two\r\nthree',
  '%% a comment',
  '%%{init: {"theme": "dark"}}%%',
  'a;b',
  '```mermaid',
  '`code`',
  '|pipe|',
  '{curly} (paren)',
  'A --> B',
  'back\\slash',
  'classDef x fill:red',
  'Émoji 🚀 ünïcode',
  'https://docs.example/?a=1&b=2#frag',
  '   ',
];

/** A plan whose site map holds every hostile title, in every status and kind of node. */
export function hostilePlan(): Plan {
  const [first, second, third, ...rest] = HOSTILE_TITLES;
  return planChanges(
    desired({
      sites: [
        site('hostile', {
          title: 'Site "]; end',
          sections: [
            sec(first ?? '', [ss('spc_a', { spaceRef: 'spc"]#a' }), ss('spc_b')]),
            grp(second ?? '', [
              sec(third ?? '', [ss('spc_c', { spaceRef: '<b>c</b>' })]),
              grp('nested `end`', [
                ...rest.slice(0, 10).map((title) => sec(title)),
                sec('kept "x"', [], { previously: ['old "x"'] }),
              ]),
            ]),
            ...rest.slice(10).map((title) => sec(title)),
          ],
        }),
      ],
    }),
    live({
      sites: [
        liveSite('site_1', 'Site "]; end', {
          sections: [
            liveSec('x1', 'old "x"'),
            liveSec('x2', first ?? '', [liveSs('s1', 'spc_b'), liveSs('s2', 'spc_d')]),
            liveSec('x3', 'gone ]"[ #9829; <img src=x>', [liveSs('s3', 'spc_a')]),
          ],
        }),
      ],
    }),
  );
}
