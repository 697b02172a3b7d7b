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
});
