/* global process, console, fetch */
// Posts a Markdown file as a note on the current merge request, or edits the note
// this script posted before (found by its marker), so the merge request keeps ONE
// plan note. Needs Node 20 (global fetch) and GITLAB_API_TOKEN with the `api` scope.
// Usage in .gitlab-ci.yml: node ci/gitlab-note.mjs plan.md
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
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} notes: HTTP ${response.status}`);
  return response.json();
}

let existing;
for (let page = 1; !existing; page += 1) {
  const batch = await call(`${notes}?per_page=100&page=${page}`);
  if (batch.length === 0) break;
  existing = batch.find((note) => typeof note.body === 'string' && note.body.startsWith(MARKER));
}
if (existing) await call(`${notes}/${existing.id}`, { method: 'PUT', body });
else await call(notes, { method: 'POST', body });
console.log(existing ? `updated note ${existing.id}` : 'created the plan note');
