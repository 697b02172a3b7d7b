/**
 * The two services the plan recipes (examples/ci) write their comment to, recording what
 * is written: GitHub's `github` client of actions/github-script over one pull request's
 * comments, and GitLab's notes API of one merge request, on loopback.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The user GitHub's workflow token writes as. */
export const GITHUB_BOT = 'github-actions[bot]';

export interface GithubComment {
  readonly id: number;
  readonly body: string;
  /** The author's login: the workflow's bot unless given. */
  readonly login?: string;
}

/** actions/github-script's `github`, over one pull request's comments, recording writes. */
export function fakeGithub(existing: readonly GithubComment[]) {
  const writes: { call: string; body: string; comment_id?: number }[] = [];
  const comments = existing.map(({ id, body, login }) => ({
    id,
    body,
    user: {
      login: login ?? GITHUB_BOT,
      type: (login ?? GITHUB_BOT).endsWith('[bot]') ? 'Bot' : 'User',
    },
  }));
  const issues = {
    listComments: 'listComments',
    createComment: async (p: { body: string }) => void writes.push({ call: 'create', ...p }),
    updateComment: async (p: { body: string; comment_id: number }) =>
      void writes.push({ call: 'update', ...p }),
  };
  const github = { paginate: async () => comments, rest: { issues } };
  const context = { repo: { owner: 'acme', repo: 'docs-config' }, issue: { number: 7 } };
  return { github, context, writes };
}

/** The id of the user GITLAB_API_TOKEN belongs to, as `GET /user` answers. */
export const GITLAB_BOT_ID = 901;

export interface GitlabNote {
  readonly id: number;
  readonly body: string;
  /** The author's user id: the token's own user unless given. */
  readonly author?: number;
}

/** GitLab's notes API of one merge request and `GET /user`, recording what is written. */
export async function notesServer(existing: readonly GitlabNote[]) {
  const writes: { method: string; url: string; body: string }[] = [];
  const notes = existing.map(({ id, body, author }) => ({
    id,
    body,
    author: { id: author ?? GITLAB_BOT_ID },
  }));
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method !== 'GET')
        writes.push({ method: req.method ?? '', url: req.url ?? '', body: text });
      res.setHeader('content-type', 'application/json');
      const page = url.searchParams.get('page');
      const answer = url.pathname.endsWith('/user')
        ? { id: GITLAB_BOT_ID, username: 'project_12_bot' }
        : req.method === 'GET'
          ? page === '1'
            ? notes
            : []
          : {};
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v4`,
    writes,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The text of the note a recorded write sends. */
export const noteBody = (write: { body: string } | undefined): string =>
  (JSON.parse(write?.body ?? '{}') as { body?: string }).body ?? '';
