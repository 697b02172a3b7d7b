import { badRequest } from './api-error.js';

type Json = Record<string, unknown>;

/** A rich-text document (seed "Document"; official `JSONDocument`), stored as sent. */
export interface DocumentValue {
  object: 'document';
  data: Json;
  nodes: Json[];
  meta?: Json;
  [key: string]: unknown;
}

/** The empty document: what an organization's agent instructions are before any PUT. */
export function emptyDocument(): DocumentValue {
  return { object: 'document', data: {}, nodes: [] };
}

/**
 * Fields each top-level block type requires besides `object` and `type` (official
 * `DocumentBlocksTopLevels`, @gitbook/api 0.202.0).
 */
const TOP_LEVEL_BLOCKS: Readonly<Record<string, readonly string[]>> = {
  paragraph: ['nodes'],
  'heading-1': ['nodes', 'data'],
  'heading-2': ['nodes', 'data'],
  'heading-3': ['nodes', 'data'],
  'list-ordered': ['data', 'nodes'],
  'list-unordered': ['nodes'],
  'list-tasks': ['nodes'],
  divider: ['isVoid', 'data'],
  blockquote: ['nodes'],
  hint: ['data', 'nodes'],
  prompt: ['data', 'nodes'],
  images: ['data', 'nodes', 'isVoid'],
  file: ['data', 'isVoid'],
  drawing: ['data', 'isVoid'],
  embed: ['data', 'isVoid'],
  code: ['data', 'nodes'],
  math: ['data', 'isVoid'],
  expandable: ['isVoid', 'fragments', 'data'],
  tabs: ['nodes'],
  table: ['data', 'isVoid', 'fragments'],
  swagger: ['data', 'isVoid'],
  'openapi-operation': ['data', 'isVoid'],
  'openapi-schemas': ['data', 'isVoid'],
  'openapi-webhook': ['data', 'isVoid'],
  'content-ref': ['data', 'isVoid'],
  integration: ['data', 'isVoid'],
  'reusable-content': ['data', 'isVoid'],
  stepper: ['nodes'],
  if: ['nodes', 'data'],
  columns: ['data', 'nodes', 'isVoid'],
  updates: ['nodes', 'data'],
};

const NODE_KINDS = ['block', 'inline', 'text', 'fragment'];

/** Deepest nesting of nodes accepted, so that a stored document always serializes. */
export const MAX_DOCUMENT_DEPTH = 64;

interface Pending {
  readonly node: unknown;
  readonly at: string;
  readonly depth: number;
}

/**
 * Checks the frame of a document the way the official `JSONDocument` schema requires
 * it: `object: "document"`, `data` (an integer `schemaVersion` if any), `nodes` of
 * top-level blocks of a known type with their required fields, and below them blocks,
 * inlines, texts (with `leaves` of `{object: "leaf", text, marks}`) and fragments. The
 * data of each block type is not checked further (docs/emulator.md). The first problem
 * is a 400 naming its path under `at`. Nodes are walked with a stack, not recursion, so
 * no body can overflow the call stack.
 */
export function checkDocument(value: unknown, at: string): DocumentValue {
  const doc = object(value, at);
  if (doc.object !== 'document') throw badRequest(`Field "${at}.object" must be "document"`);
  const data = object(doc.data, `${at}.data`);
  if (data.schemaVersion !== undefined && !Number.isInteger(data.schemaVersion)) {
    throw badRequest(`Field "${at}.data.schemaVersion" must be an integer`);
  }
  if (doc.meta !== undefined) {
    const meta = object(doc.meta, `${at}.meta`);
    if (meta.token !== undefined && typeof meta.token !== 'string') {
      throw badRequest(`Field "${at}.meta.token" must be a string`);
    }
  }
  const nodes = array(doc.nodes, `${at}.nodes`);
  nodes.forEach((node, i) => checkTopLevelBlock(node, `${at}.nodes.${i}`));
  const stack: Pending[] = nodes.map((node, i) => ({ node, at: `${at}.nodes.${i}`, depth: 1 }));
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    stack.push(...checkNode(next));
  }
  return doc as DocumentValue;
}

function checkTopLevelBlock(value: unknown, at: string): void {
  const block = object(value, at);
  if (block.object !== 'block') throw badRequest(`Field "${at}.object" must be "block"`);
  const type = typeof block.type === 'string' ? block.type : '';
  const required = Object.hasOwn(TOP_LEVEL_BLOCKS, type) ? TOP_LEVEL_BLOCKS[type] : undefined;
  if (required === undefined) {
    throw badRequest(
      `Field "${at}.type" must be a top-level block type: ${Object.keys(TOP_LEVEL_BLOCKS).join(', ')}`,
    );
  }
  const missing = required.find((field) => block[field] === undefined);
  if (missing !== undefined) {
    throw badRequest(`Field "${at}.${missing}" is required in a "${type}" block`);
  }
}

/** Checks one node and returns its children, one level deeper. */
function checkNode({ node, at, depth }: Pending): Pending[] {
  if (depth > MAX_DOCUMENT_DEPTH) {
    throw badRequest(`Field "${at}": nodes are nested deeper than ${MAX_DOCUMENT_DEPTH} levels`);
  }
  const item = object(node, at);
  if (typeof item.object !== 'string' || !NODE_KINDS.includes(item.object)) {
    throw badRequest(`Field "${at}.object" must be one of ${NODE_KINDS.join(', ')}`);
  }
  if (item.key !== undefined && typeof item.key !== 'string') {
    throw badRequest(`Field "${at}.key" must be a string`);
  }
  if (item.object === 'text') {
    checkLeaves(item.leaves, `${at}.leaves`);
    return [];
  }
  if (item.object === 'fragment') {
    if (item.nodes === undefined) throw badRequest(`Field "${at}.nodes" is required`);
  } else if (typeof item.type !== 'string') {
    throw badRequest(`Field "${at}.type" must be a string`);
  }
  if (item.data !== undefined) object(item.data, `${at}.data`);
  if (item.isVoid !== undefined && typeof item.isVoid !== 'boolean') {
    throw badRequest(`Field "${at}.isVoid" must be a boolean`);
  }
  const children: Pending[] = [];
  for (const field of ['nodes', 'fragments']) {
    if (item[field] === undefined) continue;
    array(item[field], `${at}.${field}`).forEach((child, i) =>
      children.push({ node: child, at: `${at}.${field}.${i}`, depth: depth + 1 }),
    );
  }
  return children;
}

function checkLeaves(value: unknown, at: string): void {
  array(value, at).forEach((raw, i) => {
    const leaf = object(raw, `${at}.${i}`);
    if (leaf.object !== 'leaf') throw badRequest(`Field "${at}.${i}.object" must be "leaf"`);
    if (typeof leaf.text !== 'string') throw badRequest(`Field "${at}.${i}.text" must be a string`);
    array(leaf.marks, `${at}.${i}.marks`).forEach((mark, j) =>
      object(mark, `${at}.${i}.marks.${j}`),
    );
  });
}

function object(value: unknown, at: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${at}" must be an object`);
  }
  return value as Json;
}

function array(value: unknown, at: string): unknown[] {
  if (!Array.isArray(value)) throw badRequest(`Field "${at}" must be an array`);
  return value;
}
