// Mermaid's own parser, in a worker thread of its own: `mermaid.parse` needs a DOM
// (DOMPurify wants a window even to parse), and the jsdom window it gets here must not
// leak into the other test files, which share their threads (vitest.config.ts).
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>');
globalThis.window = dom.window;
globalThis.document = dom.window.document;
const { default: mermaid } = await import('mermaid');

parentPort.on('message', async ({ id, text }) => {
  try {
    const result = await mermaid.parse(text);
    parentPort.postMessage({ id, type: result.diagramType });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
