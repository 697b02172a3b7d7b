import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource } from './scan.js';
import { duplicatedVocabulary, violations } from './rules.js';

const SRC = resolve(import.meta.dirname, '../../src');

// The rules of imports.test.ts must be able to fail: each forbidden edge is caught.
describe('architecture scanner', () => {
  it('sees static, type-only, re-export, dynamic and package imports', () => {
    const text = [
      "import { x } from '../api/client.js';",
      "import type { T } from '../apply/result.js';",
      "export { y } from './local.js';",
      "const z = await import('../plan/plan.js');",
      "import kleur from 'kleur';",
      "import { readFileSync } from 'fs';",
      "import { request } from 'undici/lib/api';",
    ].join('\n');
    expect(scanSource(text).imports).toEqual([
      '../api/client.js',
      '../apply/result.js',
      './local.js',
      '../plan/plan.js',
      'kleur',
      'fs',
      'undici/lib/api',
    ]);
  });

  it('sees process and console used as values, not in comments, strings or property names', () => {
    const text = [
      '// the process exits here',
      "const help = 'run an in-process emulator';",
      'const o = { process: 1 }; o.process;',
      'const code = process.exitCode;',
      'const { env } = process;',
      "console.log('x');",
    ].join('\n');
    const scan = scanSource(text);
    expect(scan.processUses).toEqual([4, 5]);
    expect(scan.consoleUses).toEqual([6]);
  });

  it('catches a forbidden edge between layers, and a layer using the wrong package', () => {
    const plan = "import { ApiClient } from '../api/client.js';\nimport { fetch } from 'undici';";
    expect(violations('plan/sneaky.ts', plan, SRC)).toEqual([
      'plan/sneaky.ts: imports ../api/client.js (api), plan may not',
      'plan/sneaky.ts: imports undici, which plan may not',
    ]);
    expect(violations('report/file.ts', "import { writeFileSync } from 'node:fs';", SRC)).toEqual([
      'report/file.ts: imports node:fs, which report may not',
    ]);
    expect(violations('plan/io.ts', "import { readFile } from 'fs/promises';", SRC)).toEqual([
      'plan/io.ts: imports fs/promises, which plan may not',
    ]);
    expect(
      violations('emulator/x.ts', "import { planChanges } from '../plan/plan.js';", SRC),
    ).toEqual(['emulator/x.ts: imports ../plan/plan.js (plan), emulator may not']);
  });

  it('catches the API client reaching for the desired state, the planner or the config', () => {
    const reader = [
      "import type { DesiredSite } from '../model/desired.js';",
      "import { readNeedsFor } from '../plan/read-needs.js';",
      "import { loadConfig } from '../config/load.js';",
      "import type { ReadNeeds } from '../model/read-needs.js';",
    ].join('\n');
    expect(violations('api/read-sites.ts', reader, SRC)).toEqual([
      'api/read-sites.ts: imports ../model/desired.js (model/desired), which api may not',
      'api/read-sites.ts: imports ../plan/read-needs.js (plan), api may not',
      'api/read-sites.ts: imports ../config/load.js (config), api may not',
    ]);
    // from a folder below, and only api: the planner and the config read the desired state
    expect(
      violations(
        'api/resources/sites.ts',
        "import type { DesiredSite } from '../../model/desired.js';",
        SRC,
      ),
    ).toEqual([
      'api/resources/sites.ts: imports ../../model/desired.js (model/desired), which api may not',
    ]);
    expect(
      violations('plan/p.ts', "import type { DesiredSite } from '../model/desired.js';", SRC),
    ).toEqual([]);
  });

  it('catches process outside main.ts and the emulator, and colour outside report', () => {
    const command = [
      "import kleur from 'kleur';",
      'process.stdout.write(kleur.red("x"));',
      "const red = '\\u001b[31m';",
    ].join('\n');
    expect(violations('cli/commands/plan.ts', command, SRC)).toEqual([
      'cli/commands/plan.ts: imports kleur: only src/report colours text',
      'cli/commands/plan.ts:2: uses process (only src/cli/main.ts and src/emulator may)',
      'cli/commands/plan.ts:3: writes a colour code (only src/report colours text)',
    ]);
    expect(violations('cli/main.ts', 'process.exitCode = 0;', SRC)).toEqual([]);
    expect(violations('cli/main.ts', "import { exit } from 'node:process';", SRC)).toEqual([]);
    expect(violations('emulator/state.ts', 'const pid = process.pid;', SRC)).toEqual([]);
    expect(violations('report/palette.ts', "const red = '\\u001b[31m';", SRC)).toEqual([]);
    expect(violations('emulator/server.ts', "import process from 'node:process';", SRC)).toEqual(
      [],
    );
    // erasing a line is not colour: the progress line of the CLI may do it
    expect(violations('cli/context/progress.ts', "const clear = '\\r\\u001b[2K';", SRC)).toEqual(
      [],
    );
  });

  it('catches process imported or reached through globalThis, as the global is', () => {
    const command = [
      "import { env, exit } from 'node:process';",
      "import proc from 'process';",
      "const { argv } = await import('node:process');",
      'const cwd = globalThis.process.cwd();',
      "const env2 = globalThis['process'].env;",
    ].join('\n');
    expect(violations('cli/commands/plan.ts', command, SRC)).toEqual([
      'cli/commands/plan.ts: imports node:process (only src/cli/main.ts and src/emulator may use process)',
      'cli/commands/plan.ts: imports process (only src/cli/main.ts and src/emulator may use process)',
      'cli/commands/plan.ts: imports node:process (only src/cli/main.ts and src/emulator may use process)',
      'cli/commands/plan.ts:4: uses process (only src/cli/main.ts and src/emulator may)',
      'cli/commands/plan.ts:5: uses process (only src/cli/main.ts and src/emulator may)',
    ]);
    // a layer that may import no Node module is told the same, once
    expect(violations('plan/p.ts', "import { env } from 'node:process';", SRC)).toEqual([
      'plan/p.ts: imports node:process (only src/cli/main.ts and src/emulator may use process)',
    ]);
  });

  it('reads the names a file declares at its top level, not its imports or inner names', () => {
    const text = [
      "import { MinHeap } from '../model/min-heap.js';",
      "export { isIdRef } from '../model/id-ref.js';",
      'export function order() { const inner = 1; return inner; }',
      'function helper() {}',
      'export const [first, { second }] = [1, { second: 2 }];',
      'let counter = 0;',
      'export class Queue {}',
      'interface Shape {}',
      'export type Code = string;',
      'enum Mode { A }',
      'export { helper as GATE_CODES };',
    ].join('\n');
    expect(scanSource(text).declarations).toEqual([
      'order',
      'helper',
      'first',
      'second',
      'counter',
      'Queue',
      'Shape',
      'Code',
      'Mode',
      'GATE_CODES',
    ]);
  });

  it('catches a name declared in both plan and apply, and only there', () => {
    const sources = new Map([
      ['plan/order-changes.ts', 'class MinHeap {}\nexport function isIdRef() {}'],
      ['plan/safety.ts', "export const DELETE_GATE = 'too-many-deletes';"],
      ['apply/min-heap.ts', 'export class MinHeap {}'],
      ['apply/gates.ts', "type DELETE_GATE = 'too-many-deletes';"],
      ['model/id-ref.ts', 'export function isIdRef() {}'],
      ['api/client.ts', 'export function isIdRef() {}'],
      ['apply/resolve-refs.ts', "import { isIdRef } from '../model/id-ref.js';"],
    ]);
    expect(duplicatedVocabulary(sources)).toEqual([
      'MinHeap: declared in plan/order-changes.ts and apply/min-heap.ts (what plan and apply share lives in src/model)',
      'DELETE_GATE: declared in plan/safety.ts and apply/gates.ts (what plan and apply share lives in src/model)',
    ]);
  });

  it("catches report's tools imported outside report; its outputs and useColor may be", () => {
    const command = [
      "import { renderReport } from '../../report/formats.js';",
      "import type { RenderMode } from '../../report/format-value.js';",
      "import { palette, useColor } from '../../report/palette.js';",
      "import * as colours from '../../report/palette.js';",
      "import { SYMBOL, fieldLines } from '../../report/format-value.js';",
      "import { terminalText as t } from '../../report/terminal-escape.js';",
      "const { markdownText } = await import('../../report/markdown-escape.js');",
      "export { inlineCode as code } from '../../report/markdown-escape.js';",
      "import '../../report/text.js';",
    ].join('\n');
    const tool = (names: string, module: string): string =>
      `cli/commands/plan.ts: imports ${names} from ../../report/${module}.js, a tool of report (only src/report renders; see REPORT_OUTPUTS)`;
    expect(violations('cli/commands/plan.ts', command, SRC)).toEqual([
      tool('palette', 'palette'),
      tool('*', 'palette'),
      tool('SYMBOL, fieldLines', 'format-value'),
      tool('terminalText', 'terminal-escape'),
      tool('*', 'markdown-escape'),
      tool('inlineCode', 'markdown-escape'),
    ]);
    expect(violations('report/text.ts', "import { palette } from './palette.js';", SRC)).toEqual(
      [],
    );
  });

  it("catches a renderer's shapes outside report: action tables, Markdown, a shown severity", () => {
    // the SYMBOL table of cli/context/format-results.ts once, and its kin
    const renderer = [
      "const SYMBOL = { create: '+', update: '~', move: '->', delete: '-', replace: '-/+' } as const;",
      'function icon(action: string): string {',
      "  switch (action) { case 'create': return '🟢'; case 'update': return '🟡'; case 'delete': return `${action}!`; }",
      '}',
      "const head = '| | Address | Action |\\n|---|---|---|';",
      'const title = `\\n### docform plan for ${org}`;',
      "const block = '<details><summary>' + address;",
      "const line = [where, d.severity, d.code, d.message].join('  ');",
      'const { severity: level } = d;',
      "const other = d['severity'];",
    ].join('\n');
    const shape = (line: number, what: string): string =>
      `cli/context/format-results.ts:${line}: holds ${what} (only src/report renders)`;
    const table = 'a table of change actions to text';
    const severity = "a diagnostic's severity, read other than to compare it";
    expect(violations('cli/context/format-results.ts', renderer, SRC)).toEqual([
      shape(1, table),
      shape(3, table),
      shape(5, 'a Markdown table'),
      shape(6, 'a Markdown heading'),
      shape(7, 'a Markdown <details> block'),
      shape(8, severity),
      shape(9, severity),
      shape(10, severity),
    ]);
    expect(violations('report/format-value.ts', renderer, SRC)).toEqual([]);
  });

  it('leaves data alone: action codes, counts, handlers, comparing a severity, YAML comments', () => {
    const data = [
      'function statusOf(action: string): string {',
      "  switch (action) { case 'create': return 'created'; case 'delete': return 'deleted'; case 'move': return 'moved'; }",
      '}',
      'const counts = { create: 0, update: 0, move: 0, delete: 0 };',
      'const handlers = { create: createSpace, update: updateSpace, delete: deleteSpace };',
      "const methods = { create: 'POST', update: 'PATCH', delete: 'DELETE' };",
      "const failed = d.severity === 'error' || d.severity !== 'warning';",
      "d.severity = 'warning';",
      "const header = '# Exported by docform export';",
    ].join('\n');
    expect(violations('apply/handlers/space.ts', data, SRC)).toEqual([]);
  });
});
