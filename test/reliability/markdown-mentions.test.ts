import { Lexer, type Token } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator } from '../../src/emulator/server.js';
import type { SerializedPlan } from '../../src/model/plan.js';
import { renderEnvironments } from '../../src/report/environments.js';
import { renderFailed } from '../../src/report/formats.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { HandApi } from '../e2e/support/drift-api.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * CI posts the Markdown plan of a pull request as a comment of a bot with an admin
 * token (docs/security.md, "Markdown reports"). A title, a key or a server message with
 * `@acme/security-team` in it must not ping that team, nor `#123` link an issue, nor a
 * bare URL become a link: outside code (where GitHub never looks for them) every such
 * pattern is broken.
 */
const MENTION = '@acme/security-team';
const HOSTILE = `ping ${MENTION} and @alice, see #123, GH-45, !67, https://evil.example and www.evil.example`;

/** Patterns GitHub (and GitLab) turn into a mention, a reference or a link in text. */
const LINKING = [
  /(^|[^A-Za-z0-9])@[A-Za-z0-9]/m,
  /#\d/,
  /\bGH-\d/i,
  /!\d/,
  /https?:\/\//i,
  /\bwww\./i,
];

/** Every token's text that Markdown renders as prose: not code spans, fences, `<code>`. */
function prose(md: string): string {
  const out: string[] = [];
  const walk = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'code' || token.type === 'codespan') continue;
      if (token.type === 'html') {
        out.push(token.raw.replace(/<code>[\s\S]*?<\/code>/g, ''));
        continue;
      }
      const children = (token as { tokens?: Token[] }).tokens;
      if (children !== undefined) walk(children);
      else if (token.type === 'table') {
        const table = token as unknown as {
          header: { tokens: Token[] }[];
          rows: { tokens: Token[] }[][];
        };
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      } else if (token.type === 'list') {
        walk((token as unknown as { items: Token[] }).items);
      } else out.push(token.raw);
    }
  };
  walk(new Lexer({ gfm: true }).lex(md));
  return out.join('\n');
}

function expectNoLinking(md: string): void {
  const text = prose(md);
  expect(text.length).toBeGreaterThan(0);
  for (const pattern of LINKING) expect(text, `${pattern} in:\n${text}`).not.toMatch(pattern);
}

/** A plan with the hostile text in every place a value, message or key can reach. */
function hostilePlan(): SerializedPlan {
  return {
    formatVersion: 1,
    organization: `org_${HOSTILE}`,
    environment: HOSTILE,
    targets: [`team.${HOSTILE}`],
    summary: { create: 1, update: 1, move: 0, delete: 0 },
    changes: [
      {
        address: `team.${HOSTILE}`,
        kind: 'team',
        action: 'create',
        id: HOSTILE,
        fields: [{ path: 'title', after: HOSTILE }],
        dependsOn: [`team.${HOSTILE}`],
      },
      {
        address: `site.docs.section.${HOSTILE}`,
        kind: 'section',
        action: 'update',
        parent: `site.${HOSTILE}`,
        position: { after: `site.docs.section.${HOSTILE}` },
        fields: [
          { path: HOSTILE, before: HOSTILE, after: `${HOSTILE}!` },
          // an object, shown one line per leaf by its path: keys and values hostile
          {
            path: 'adaptiveSchema',
            before: { [HOSTILE]: HOSTILE, nested: { [HOSTILE]: [HOSTILE] } },
            after: { [HOSTILE]: `${HOSTILE}!`, nested: { [HOSTILE]: [], added: HOSTILE } },
          },
        ],
        dependsOn: [],
      },
    ],
    unmanaged: [{ address: `team.${HOSTILE}`, kind: 'team', id: HOSTILE, title: HOSTILE }],
    diagnostics: [
      {
        severity: 'warning',
        code: 'rename-hint',
        message: HOSTILE,
        hint: HOSTILE,
        address: `team.${HOSTILE}`,
      },
      {
        severity: 'warning',
        code: 'note',
        message: HOSTILE,
        address: `site.docs.section.${HOSTILE}`,
      },
    ],
    liveFingerprint: 'sha256:x',
    siteMaps: {
      'site.docs': {
        title: HOSTILE,
        nodes: [
          {
            kind: 'section',
            address: `site.docs.section.${HOSTILE}`,
            title: HOSTILE,
            status: 'changed',
            children: [],
          },
        ],
      },
    },
  } as unknown as SerializedPlan;
}

describe('Markdown output cannot mention, reference or link', () => {
  it('a plan and a drift report with the hostile text everywhere', () => {
    const plan = renderMarkdown(hostilePlan(), { mode: 'plan' });
    expect(plan).toContain('security-team'); // the text is there, only broken
    expect(plan).toMatch(/^ {4}\+ nested\.added: "ping @acme\/security-team/m);
    expectNoLinking(plan);
    expectNoLinking(renderMarkdown(hostilePlan(), { mode: 'drift' }));
  });

  it('a failed plan: a server message among its problems', () => {
    const md = renderFailed(
      {
        formatVersion: 1,
        errored: true,
        organization: HOSTILE,
        diagnostics: [{ severity: 'error', code: 'run-error', message: `API error: ${HOSTILE}` }],
      },
      'markdown',
      { mode: 'plan', color: false },
    );
    expect(md).toContain('security-team');
    expectNoLinking(md);
  });

  it('every environment of --env all', () => {
    const md = renderEnvironments(
      [{ environment: HOSTILE, doc: hostilePlan() }] as unknown as Parameters<
        typeof renderEnvironments
      >[0],
      'markdown',
      { mode: 'plan', color: false },
    );
    expectNoLinking(md);
  });

  it('an email address is left whole: it mentions no one', () => {
    const md = renderMarkdown(
      {
        ...hostilePlan(),
        diagnostics: [{ severity: 'warning', code: 'x', message: 'alice@acme.example' }],
      },
      { mode: 'plan' },
    );
    expect(md).toContain('alice@acme.example');
  });
});

describe('through the CLI', () => {
  type Emulator = Awaited<ReturnType<typeof startEmulator>>;
  let emulator: Emulator;
  const scratch = scratchDirs('docform-mentions-');

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    await new HandApi(emulator.url).call('PUT', '/orgs/org_acme/teams', {
      title: `Live ${MENTION} #123`,
      members: [],
    });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  it('plan --format markdown: a declared title and a live one', async () => {
    const dir = scratch();
    writeFileSync(
      join(dir, 'docform.yaml'),
      `version: 1\norganization: org_acme\nteams:\n  security:\n    title: "Security ${MENTION} see #42"\n`,
    );
    const result = await docform(['plan', '--format', 'markdown'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('security-team');
    expectNoLinking(result.stdout);
  });
});
