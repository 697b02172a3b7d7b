import type { Address } from '../model/address.js';
import type { SiteMap, SiteMapNode, SiteMapStatus } from '../model/site-map.js';

/**
 * A site map as a Mermaid flowchart (docs/plan-format.md, "Site maps"), the picture of a
 * site after the plan that GitHub and GitLab draw in a comment: the site's title on top,
 * then its sections in order, each with its site spaces to its right, groups as boxes
 * (subgraphs) around what they hold. Created, moved, replaced and changed nodes are
 * coloured apart and say so in their label (for who cannot tell the colours apart);
 * deleted ones are red and dashed, at their old place. A replace (a site space changing
 * section: deleted there, created here) is its own colour, the purple of the plan's
 * replace, not the blue of a move: its site space gets a new id.
 *
 * Order is the point of the picture, and Mermaid's layout (dagre) does not keep the
 * order of siblings once groups are boxes. So siblings are chained top to bottom by
 * invisible links (`~~~`), each rank holding one of them, and each section sits in an
 * invisible box laid out left to right with its site spaces.
 */

/** Past this many sections, groups and site spaces a diagram is unreadable: a note instead. */
export const SITE_MAP_NODE_LIMIT = 60;

export type SiteMapPicture =
  | { readonly kind: 'diagram'; readonly text: string }
  | { readonly kind: 'too-large'; readonly nodes: number; readonly limit: number };

/** How a node is styled: its status in the plan, or `replaced` for a replace change. */
type NodeStyle = Exclude<SiteMapStatus, 'kept'> | 'replaced';

/**
 * GitHub's Primer colours: green, blue, purple, yellow and red, as in its diffs. The
 * purple is deeper, with a thicker border, than the pale lavender Mermaid gives a kept
 * node, so that a replace never passes for an unchanged one.
 */
const CLASS_DEFS: Record<NodeStyle, string> & { row: string } = {
  created: 'fill:#dafbe1,stroke:#1a7f37,color:#0d2818',
  moved: 'fill:#ddf4ff,stroke:#0969da,color:#0a2540',
  replaced: 'fill:#d8b9ff,stroke:#8250df,stroke-width:2px,color:#3e1f79',
  changed: 'fill:#fff8c5,stroke:#9a6700,color:#3b2300',
  deleted: 'fill:#ffebe9,stroke:#cf222e,color:#5c0b10,stroke-dasharray:5 5',
  row: 'fill:none,stroke:none',
};

/** Tighter than the defaults: a site of thirty sections stays a page long. */
const INIT = '%%{init: {"flowchart": {"rankSpacing": 16, "nodeSpacing": 16, "padding": 8}}}%%';

export interface SiteMapOptions {
  readonly limit?: number;
  /** Addresses of the plan's replace changes: their nodes are drawn `replaced`. */
  readonly replaced?: ReadonlySet<Address>;
}

export function siteMapMermaid(map: SiteMap<string>, options: SiteMapOptions = {}): SiteMapPicture {
  const limit = options.limit ?? SITE_MAP_NODE_LIMIT;
  const nodes = countNodes(map.nodes);
  if (nodes > limit) return { kind: 'too-large', nodes, limit };
  const drawing = new Drawing(options.replaced ?? new Set());
  const pad = '  ';
  const root = drawing.list(map.nodes, pad);
  const lines = [
    INIT,
    'flowchart TB',
    `${pad}site[[${mermaidLabel(map.title)}]]`,
    ...root.lines,
    ...chain(['site', ...root.ids], pad),
    ...Object.entries(CLASS_DEFS).map(([name, style]) => `${pad}classDef ${name} ${style}`),
    ...drawing.classes(pad),
  ];
  return { kind: 'diagram', text: `${lines.join('\n')}\n` };
}

interface Drawn {
  readonly lines: string[];
  /** The ids of the list's items, in order: what the chain links. */
  readonly ids: string[];
}

/** Node ids are generated (`n1`, `r2`...): a title never becomes syntax. */
class Drawing {
  #next = 0;
  readonly #classes = new Map<string, string[]>();

  constructor(private readonly replaced: ReadonlySet<Address>) {}

  list(nodes: readonly SiteMapNode<string>[], pad: string): Drawn {
    const lines: string[] = [];
    const ids: string[] = [];
    for (const node of nodes) {
      const drawn = this.#item(node, pad);
      lines.push(...drawn.lines);
      ids.push(...drawn.ids);
    }
    return { lines, ids };
  }

  /** `class n1,n4 created`: the styled statuses; kept nodes keep the theme's look. */
  classes(pad: string): string[] {
    return [...this.#classes].map(([name, ids]) => `${pad}class ${ids.join(',')} ${name}`);
  }

  #item(node: SiteMapNode<string>, pad: string): Drawn {
    const id = this.#id('n', this.#drawn(node));
    const label = this.#label(node);
    if (node.kind === 'group') {
      const inner = this.list(node.children, `${pad}  `);
      return {
        lines: [
          `${pad}subgraph ${id}[${label}]`,
          `${pad}  direction TB`,
          ...inner.lines,
          ...chain(inner.ids, `${pad}  `),
          `${pad}end`,
        ],
        ids: [id],
      };
    }
    if (node.kind === 'site-space') return { lines: [`${pad}${id}([${label}])`], ids: [id] };
    // an external link: a flag shape, nothing inside
    if (node.kind === 'link') return { lines: [`${pad}${id}>${label}]`], ids: [id] };
    const row = this.#id('r', 'row');
    const spaces = node.children.map((space) => {
      const spaceId = this.#id('n', this.#drawn(space));
      const link = space.status === 'deleted' ? '-.-' : '---';
      return `${pad}  ${id} ${link} ${spaceId}([${this.#label(space)}])`;
    });
    return {
      lines: [
        `${pad}subgraph ${row}[" "]`,
        `${pad}  direction LR`,
        `${pad}  ${id}[${label}]`,
        ...spaces,
        `${pad}end`,
      ],
      ids: [row],
    };
  }

  #drawn(node: SiteMapNode<string>): NodeStyle | 'kept' {
    return this.replaced.has(node.address) ? 'replaced' : node.status;
  }

  #label(node: SiteMapNode<string>): string {
    const drawn = this.#drawn(node);
    return mermaidLabel(node.title, drawn === 'kept' ? '' : ` (${drawn})`);
  }

  #id(prefix: string, className: NodeStyle | 'kept' | 'row'): string {
    const id = `${prefix}${(this.#next += 1)}`;
    if (className !== 'kept') {
      this.#classes.set(className, [...(this.#classes.get(className) ?? []), id]);
    }
    return id;
  }
}

/** Each item one rank below the one before: the order shown is the order written. */
function chain(ids: readonly string[], pad: string): string[] {
  return ids.slice(1).map((id, i) => `${pad}${ids[i]} ~~~ ${id}`);
}

function countNodes(nodes: readonly SiteMapNode<string>[]): number {
  return nodes.reduce((n, node) => n + 1 + countNodes(node.children), 0);
}

/**
 * A Mermaid string label, `"..."`: every character that could end the string, start
 * Markdown or HTML in the label, or read as Mermaid's own entity codes is written as an
 * entity code (`#35;` for `#`, Mermaid's escape inside labels); line breaks and other
 * control characters become spaces. `suffix` is appended as it is (plain words).
 */
export function mermaidLabel(text: string, suffix = ''): string {
  let body = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) body += ' ';
    else body += ESCAPED.has(ch) ? `#${code};` : ch;
  }
  return `"${body.trim() === '' ? '#160;' : body}${suffix}"`;
}

/**
 * Quotes, brackets, `#` (entity codes), HTML, Markdown code, `;` and `%` (Mermaid
 * syntax), and `@`: no `@team` is written raw anywhere in a comment (markdown-escape.ts).
 */
const ESCAPED = new Set('"#&<>`;[](){}|\\%@'.split(''));
