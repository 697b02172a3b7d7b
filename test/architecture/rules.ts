import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { scanSource } from './scan.js';

/**
 * docs/architecture.md, "Layers", and CONTRIBUTING.md, rules 1 to 3, as checks over one
 * source file of `src/`: imports point down the layer list (plan imports model and the
 * Markdown converter only; report never imports api or apply; the emulator imports
 * nothing from the tool: it is the oracle), each layer uses only the Node modules and
 * packages that fit it (the planner does no I/O, only the API client speaks HTTP), only
 * `src/cli/main.ts` (and the standalone emulator) touches `process`, global or imported,
 * and only `src/report` colours text or renders (`REPORT_OUTPUTS`, ./render-shapes.ts).
 * Across files: plan and apply declare no name twice (`duplicatedVocabulary`).
 */
export const LAYERS: Record<string, readonly string[]> = {
  // zod-fast: the vocabulary's schemas built at their first use are marked for its check
  model: ['model', 'zod-fast'],
  // two libraries of docform's own, each a leaf beside model, which holds the vocabulary
  // only: the Markdown <-> Document converter (config reads agent instructions, plan
  // compares them, apply sends them, report shows them) and the fast path of zod's parse
  // (config's parse of a whole config, api's of every answer)
  markdown: ['markdown'],
  'zod-fast': ['zod-fast'],
  config: ['model', 'markdown', 'zod-fast', 'config'],
  api: ['model', 'zod-fast', 'api'],
  plan: ['model', 'markdown', 'plan'],
  apply: ['model', 'markdown', 'api', 'apply'],
  report: ['model', 'markdown', 'report'],
  emulator: ['emulator', 'files'],
  // how every file docform writes is written (no symbolic link, atomic): a leaf of its
  // own, so that the CLI and the emulator, which imports nothing of the tool, share it
  files: ['files'],
  cli: [
    'model',
    'markdown',
    'zod-fast',
    'config',
    'api',
    'plan',
    'apply',
    'report',
    'emulator',
    'files',
    'cli',
  ],
};

/**
 * Modules of a layer that another layer, which may import the rest of it, may not: the
 * API client reads what the planner says it needs (src/model/read-needs.ts) and knows
 * nothing of the config's desired state (docs/architecture.md, "What the planner needs
 * read"); with `api` kept from plan and config by `LAYERS`, no matching rule reaches it.
 */
export const FORBIDDEN_MODULES: Record<string, readonly string[]> = {
  api: ['model/desired'],
};

/**
 * Node modules without I/O: computing, hashing, comparing. `node:path` is not among
 * them (`resolve` reads the process's directory).
 */
export const PURE_NODE = ['node:util', 'node:crypto', 'node:assert'];

/** Which `node:` modules and packages each layer may import; `'node:*'` is any builtin. */
export const EXTERNAL: Record<string, readonly string[]> = {
  // zod: the YAML schema of each field, a column of its kind's table (model/fields)
  model: [...PURE_NODE, 'zod'],
  // `marked`'s lexer reads the Markdown of agent instructions
  markdown: ['marked'],
  // reads zod's schema definitions as data; imports nothing
  'zod-fast': [],
  config: [...PURE_NODE, 'node:fs', 'node:fs/promises', 'node:path', 'yaml', 'zod'],
  // `@gitbook/api`: the official request types, a type-only import (src/api/operations.ts);
  // undici: the HTTP client (src/api/connection.ts), api's alone; node:stream for the type
  // of an answer's body
  api: [...PURE_NODE, 'node:fs', 'node:stream', 'undici', 'zod', '@gitbook/api'],
  plan: [...PURE_NODE, 'zod'],
  apply: [...PURE_NODE],
  // deep-diff: the leaves of an object that changes, for the human views (report/nested-diff.ts)
  report: [...PURE_NODE, 'kleur', 'deep-diff'],
  emulator: ['node:*', 'zod'],
  files: ['node:fs', 'node:fs/promises', 'node:path', 'node:crypto'],
  cli: ['node:*', 'commander'],
};

/** Files that may use `process`: the CLI's entry point, and the emulator (a server of its own). */
const PROCESS_ALLOWED = (file: string): boolean =>
  file === 'cli/main.ts' || file.startsWith('emulator/');

/**
 * "No renderer outside report" (CONTRIBUTING.md, rule 3). What code outside src/report
 * may import from it: its outputs, each a whole text (a plan in one of the formats, the
 * diagnostics, an apply's progress and results, a verdict line), and from the palette
 * only the decision whether to colour. The rest of report (painting, escaping untrusted
 * text, formatting a value or a position, the symbol tables) is the tools of a renderer:
 * imported elsewhere, they would build another one. A module not listed is a tool.
 */
export const REPORT_OUTPUTS: Record<string, readonly string[] | 'all'> = {
  'report/formats': 'all',
  'report/text': 'all',
  'report/markdown': 'all',
  'report/json': 'all',
  'report/diagnostics': 'all',
  'report/apply-results': 'all',
  'report/headlines': 'all',
  'report/environments': 'all',
  'report/palette': ['useColor', 'ColorInputs'],
  // `'plan' | 'drift'`: which output is asked for, a word of the caller's too
  'report/format-value': ['RenderMode'],
};

/** Packages that colour text: a renderer's business. */
const COLOUR_PACKAGES = ['kleur', 'chalk', 'picocolors', 'ansi-colors', 'colorette'];

export function layerOf(file: string): string {
  return file.split(/[\\/]/)[0] ?? '';
}

/** `fs` and `node:fs` are the same module; a package is named without its subpath. */
function external(spec: string): string {
  if (spec.startsWith('node:')) return spec;
  if (builtinModules.includes(spec)) return `node:${spec}`;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
}

function allowedExternal(layer: string, module: string): boolean {
  const allowed = EXTERNAL[layer] ?? [];
  return allowed.includes(module) || (module.startsWith('node:') && allowed.includes('node:*'));
}

/**
 * Every rule `text` breaks, as `file: what`, for the file at `file` (relative to
 * `src/`, with `/`). `src` is where `src/` is, to resolve relative imports.
 */
export function violations(file: string, text: string, src: string): string[] {
  const layer = layerOf(file);
  const scan = scanSource(text, file);
  const found: string[] = [];
  for (const { specifier: spec, names } of scan.imported) {
    if (spec.startsWith('.')) {
      const module = relative(src, resolve(dirname(resolve(src, file)), spec)).split(sep);
      const target = module[0];
      const path = module.join('/').replace(/\.[jt]s$/, '');
      if (!(LAYERS[layer] ?? []).includes(target ?? ''))
        found.push(`${file}: imports ${spec} (${target}), ${layer} may not`);
      else if ((FORBIDDEN_MODULES[layer] ?? []).includes(path))
        found.push(`${file}: imports ${spec} (${path}), which ${layer} may not`);
      else if (target === 'report' && layer !== 'report')
        found.push(...reportTools(file, spec, path, names));
      continue;
    }
    const module = external(spec);
    // `node:process` is the global by another name: importing it is using it
    if (module === 'node:process' && !PROCESS_ALLOWED(file))
      found.push(
        `${file}: imports ${spec} (only src/cli/main.ts and src/emulator may use process)`,
      );
    else if (COLOUR_PACKAGES.includes(module) && layer !== 'report')
      found.push(`${file}: imports ${module}: only src/report colours text`);
    else if (!allowedExternal(layer, module))
      found.push(`${file}: imports ${spec}, which ${layer} may not`);
  }
  if (!PROCESS_ALLOWED(file))
    for (const at of scan.processUses)
      found.push(`${file}:${at}: uses process (only src/cli/main.ts and src/emulator may)`);
  if (layer !== 'report')
    for (const at of scan.colourCodes)
      found.push(`${file}:${at}: writes a colour code (only src/report colours text)`);
  for (const at of scan.consoleUses)
    found.push(`${file}:${at}: uses console (commands write to their io; the core returns values)`);
  if (layer !== 'report')
    for (const { line, shape } of scan.rendering)
      found.push(`${file}:${line}: holds ${shape} (only src/report renders)`);
  return found;
}

/** What `file`, outside report, takes from report's `module` beyond its outputs. */
function reportTools(
  file: string,
  spec: string,
  module: string,
  names: readonly string[] | 'all',
): string[] {
  const allowed = REPORT_OUTPUTS[module] ?? [];
  if (allowed === 'all') return [];
  const tools = names === 'all' ? ['*'] : names.filter((name) => !allowed.includes(name));
  if (tools.length === 0) return [];
  return [
    `${file}: imports ${tools.join(', ')} from ${spec}, a tool of report (only src/report renders; see REPORT_OUTPUTS)`,
  ];
}

/**
 * CONTRIBUTING.md, rule 11, "one word has one home": the planner and the applier may share only
 * `src/model` (and the leaves beside it), so a name both declare (a `MinHeap`, an
 * `isIdRef`, a gate code) is the same vocabulary written twice, drifting apart. Every
 * top-level name of a file of src/plan, exported or not, is compared with those of
 * src/apply; what both need belongs in src/model. `sources` maps a file (relative to
 * `src/`, with `/`) to its text.
 */
export function duplicatedVocabulary(sources: ReadonlyMap<string, string>): string[] {
  const declaredIn = new Map<string, string[]>();
  for (const [file, text] of sources) {
    if (!['plan', 'apply'].includes(layerOf(file))) continue;
    for (const name of scanSource(text, file).declarations)
      declaredIn.set(name, [...(declaredIn.get(name) ?? []), file]);
  }
  return [...declaredIn]
    .filter(([, files]) =>
      ['plan', 'apply'].every((layer) => files.some((f) => layerOf(f) === layer)),
    )
    .map(
      ([name, files]) =>
        `${name}: declared in ${files.join(' and ')} (what plan and apply share lives in src/model)`,
    );
}
