import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model/diagnostic.js';
import type { Gate, GateFlags } from '../../src/model/gates.js';
import {
  closedGates,
  deletesLine,
  gatesOf,
  NO_GATE_FLAGS,
  passedGateWarnings,
} from '../../src/model/gates.js';
import type { Change } from '../../src/model/plan.js';

const warning = (code: string, address?: string): Diagnostic => ({
  severity: 'warning',
  code,
  message: code,
  ...(address === undefined ? {} : { address }),
});

const ERROR: Gate = {
  kind: 'error',
  diagnostic: { severity: 'error', code: 'lockout-sso', message: 'x' },
  warnings: [],
};
const PERMISSION: Gate = {
  kind: 'permission',
  diagnostic: warning('insufficient-role'),
  warnings: [],
};
const CREATE: Gate = {
  kind: 'create',
  passedBy: 'allowCreate',
  address: 'team.a',
  renameHint: warning('rename-hint', 'team.a'),
  warnings: [],
};
const DELETE: Gate = {
  kind: 'delete',
  passedBy: 'allowDelete',
  addresses: ['team.x'],
  replaces: 0,
  warnings: [warning('delete-needs-allow-delete', 'team.x')],
};
const DELETES_OVER: Gate = {
  kind: 'delete-threshold',
  passedBy: 'force',
  diagnostic: warning('delete-threshold'),
  warnings: [warning('delete-threshold')],
};
const UPDATES_OVER: Gate = {
  kind: 'update-threshold',
  passedBy: 'force',
  diagnostic: warning('update-threshold'),
  warnings: [warning('update-threshold')],
};
const ALL = [ERROR, PERMISSION, CREATE, DELETE, DELETES_OVER, UPDATES_OVER];

const NONE: GateFlags = { allowDelete: false, force: false, allowCreate: false };

describe('closedGates: the gates the flags leave closed', () => {
  const table: [string, readonly Gate[], GateFlags, readonly Gate['kind'][]][] = [
    ['no gates', [], NONE, []],
    [
      'no flags: every gate',
      ALL,
      NONE,
      ['error', 'permission', 'create', 'delete', 'delete-threshold', 'update-threshold'],
    ],
    [
      '--allow-delete passes the delete gate only',
      ALL,
      { ...NONE, allowDelete: true },
      ['error', 'permission', 'create', 'delete-threshold', 'update-threshold'],
    ],
    [
      '--force passes both thresholds, not the deletes',
      ALL,
      { ...NONE, force: true },
      ['error', 'permission', 'create', 'delete'],
    ],
    [
      '--allow-create passes the create gate only',
      ALL,
      { ...NONE, allowCreate: true },
      ['error', 'permission', 'delete', 'delete-threshold', 'update-threshold'],
    ],
    [
      'allowCreate absent: the create gate stays closed',
      [CREATE],
      { allowDelete: true, force: true },
      ['create'],
    ],
    [
      'every flag: errors and permissions stay closed',
      ALL,
      { allowDelete: true, force: true, allowCreate: true },
      ['error', 'permission'],
    ],
    ['--force with deletes only: still closed', [DELETE], { ...NONE, force: true }, ['delete']],
  ];
  it.each(table)('%s', (_, gates, flags, closed) => {
    expect(closedGates(gates, flags).map((g) => g.kind)).toEqual(closed);
  });
});

describe('gatesOf: the gates of changes and diagnostics', () => {
  const replace: Change = {
    address: 'site.docs',
    kind: 'site',
    action: 'replace',
    id: 'site_1',
    fields: [],
    dependsOn: [],
  };
  const create: Change = {
    address: 'team.a',
    kind: 'team',
    action: 'create',
    fields: [],
    dependsOn: [],
  };

  it('counts deletes from the changes, so a plan without its warnings keeps its gate', () => {
    expect(gatesOf([replace], [])).toEqual([
      {
        kind: 'delete',
        passedBy: 'allowDelete',
        addresses: ['site.docs'],
        replaces: 1,
        warnings: [],
      },
    ]);
  });

  it('gates a create only while a rename hint points at it', () => {
    const hint = warning('rename-hint', 'team.a');
    expect(gatesOf([create], [hint]).map((g) => g.kind)).toEqual(['create']);
    expect(gatesOf([], [hint])).toEqual([]);
  });

  it('lists errors, permissions, creates, deletes, then thresholds', () => {
    const gates = gatesOf(
      [replace, create],
      [
        warning('update-threshold'),
        warning('delete-threshold'),
        warning('rename-hint', 'team.a'),
        warning('insufficient-role'),
        { severity: 'error', code: 'lockout-sso', message: 'x' },
      ],
    );
    expect(gates.map((g) => g.kind)).toEqual([
      'error',
      'permission',
      'create',
      'delete',
      'update-threshold',
      'delete-threshold',
    ]);
  });

  it('makes the invite and admin-grant thresholds gates that --force passes', () => {
    const gates = gatesOf([], [warning('invite-threshold'), warning('admin-grant-threshold')]);
    expect(gates.map((g) => [g.kind, 'passedBy' in g ? g.passedBy : undefined])).toEqual([
      ['invite-threshold', 'force'],
      ['admin-grant-threshold', 'force'],
    ]);
    expect(closedGates(gates, { ...NONE, force: true })).toEqual([]);
    expect(closedGates(gates, { ...NONE, allowDelete: true, allowCreate: true })).toEqual(gates);
  });
});

describe('passedGateWarnings: what a plan shown with these flags leaves out', () => {
  const left = (flags: GateFlags): string[] =>
    [...passedGateWarnings(ALL, flags)].map((d) => d.code).sort();

  it('leaves nothing out with no flag, as `docform plan` shows every gate', () => {
    expect(left(NO_GATE_FLAGS)).toEqual([]);
  });

  it('leaves out the warnings of the gates the flags pass, and only those', () => {
    expect(left({ ...NONE, force: true })).toEqual(['delete-threshold', 'update-threshold']);
    expect(left({ ...NONE, allowDelete: true })).toEqual(['delete-needs-allow-delete']);
    expect(left({ allowDelete: true, force: true, allowCreate: true })).toEqual([
      'delete-needs-allow-delete',
      'delete-threshold',
      'update-threshold',
    ]);
  });

  it('passes on each gate the decision closedGates makes', () => {
    for (const flags of [NO_GATE_FLAGS, { ...NONE, force: true }, { ...NONE, allowDelete: true }]) {
      const closed = closedGates(ALL, flags);
      const passed = passedGateWarnings(ALL, flags);
      for (const gate of ALL) {
        for (const d of gate.warnings) expect(passed.has(d)).toBe(!closed.includes(gate));
      }
    }
  });
});

describe('deletesLine: the delete gate in one line, for the plan and the refusal', () => {
  it('counts, says how many are replaces, and names the first five', () => {
    expect(deletesLine(['team.a'])).toBe('the plan deletes 1 object: team.a');
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => `team.${k}`);
    expect(deletesLine(seven, 1)).toBe(
      'the plan deletes 7 objects (1 of them by a replace): team.a, team.b, team.c, team.d, team.e, and 2 more',
    );
  });
});
