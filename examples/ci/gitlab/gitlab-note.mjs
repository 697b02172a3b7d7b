/* global process, console, fetch, URL */
// Posts a Markdown file as a note on the current merge request, or edits the note
// this script posted before, so the merge request keeps ONE plan note. Its note is the
// one that starts with the marker AND was written by the user of GITLAB_API_TOKEN:
// anyone can write a note that starts with the marker. Needs Node 20 (global fetch) and
// GITLAB_API_TOKEN with the `api` scope.
// Usage in .gitlab-ci.yml: node "$DOCFORM_BASE/ci/gitlab-note.mjs" plan.md (the copy of
// the target branch: a merge request's own copy is never run).
import { readFileSync } from 'node:fs';

const MARKER = '<!-- docform-plan -->';
const { CI_API_V4_URL, CI_PROJECT_ID, CI_MERGE_REQUEST_IID, GITLAB_API_TOKEN } = process.env;
if (!CI_MERGE_REQUEST_IID) {
  console.log('not a merge request pipeline: no note written');
  process.exit(0);
}
const notes = `${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/merge_requests/${CI_MERGE_REQUEST_IID}/notes`;
const headers = { 'PRIVATE-TOKEN': GITLAB_API_TOKEN ?? '', 'Content-Type': 'application/json' };
const body = JSON.stringify({ body: `${MARKER}\n${readFileSync(process.argv[2], 'utf8')}` });

async function call(url, init) {
  const response = await fetch(url, { headers, ...init });
  const path = new URL(url).pathname.split('/').slice(-1)[0];
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: HTTP ${response.status}`);
  return response.json();
}

// the token's own user (for a project access token, its bot user)
const me = await call(`${CI_API_V4_URL}/user`);
if (typeof me?.id !== 'number') throw new Error('GET user: no id in the answer');
let existing;
for (let page = 1; !existing; page += 1) {
  const batch = await call(`${notes}?per_page=100&page=${page}`);
  if (batch.length === 0) break;
  existing = batch.find(
    (note) =>
      note.author?.id === me.id && typeof note.body === 'string' && note.body.startsWith(MARKER),
  );
}
if (existing) await call(`${notes}/${existing.id}`, { method: 'PUT', body });
else await call(notes, { method: 'POST', body });
console.log(existing ? `updated note ${existing.id}` : 'created the plan note');
