import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model/diagnostic.js';
import {
  renderDiagnostics,
  renderValidation,
  validationSummary,
} from '../../src/report/diagnostics.js';
import { palette, useColor } from '../../src/report/palette.js';

const located: Diagnostic = {
  severity: 'error',
  code: 'unknown-key',
  message: 'unknown key "visibilty"',
  location: { file: 'docform.yaml', line: 7, col: 5 },
  address: 'site.docs',
  hint: 'did you mean "visibility"?',
};
const addressed: Diagnostic = {
  severity: 'warning',
  code: 'delete-needs-allow-delete',
  message: 'deletes team team.Legacy (t_2)',
  address: 'team.Legacy',
};
const nowhere: Diagnostic = {
  severity: 'error',
  code: 'config-not-found',
  message: 'docform.yaml does not exist',
};

describe('the one diagnostic line', () => {
  it('file:line:col  severity  code  message, the hint indented below', () => {
    expect(renderDiagnostics([located], false)).toBe(
      'docform.yaml:7:5  error  unknown-key  unknown key "visibilty"\n    did you mean "visibility"?\n',
    );
  });

  it('address  severity  code  message where there is no place, else no prefix', () => {
    expect(renderDiagnostics([addressed, nowhere], false)).toBe(
      'team.Legacy  warning  delete-needs-allow-delete  deletes team team.Legacy (t_2)\n' +
        'error  config-not-found  docform.yaml does not exist\n',
    );
  });

  it('colours the severity only when asked', () => {
    expect(renderDiagnostics([located], true)).toContain('\u001b[');
    expect(renderDiagnostics([located], false)).not.toContain('\u001b[');
  });
});

describe('docform validate output', () => {
  it('counts errors and warnings', () => {
    expect(validationSummary('c.yaml', [])).toBe('c.yaml: valid');
    expect(validationSummary('c.yaml', [addressed])).toBe('c.yaml: valid (1 warning)');
    expect(validationSummary('c.yaml', [located, nowhere, addressed])).toBe(
      'c.yaml: invalid, 2 errors (1 warning)',
    );
  });

  it('prints every problem, then the summary', () => {
    expect(renderValidation('c.yaml', [located, addressed], true, false)).toBe(
      'docform.yaml:7:5  error  unknown-key  unknown key "visibilty"\n    did you mean "visibility"?\n' +
        'team.Legacy  warning  delete-needs-allow-delete  deletes team team.Legacy (t_2)\n' +
        'c.yaml: invalid, 1 error (1 warning)\n',
    );
  });
});

describe('the palette', () => {
  it.each([
    [undefined, {}, true, true],
    [undefined, {}, false, false],
    [false, {}, true, false],
    [undefined, { NO_COLOR: '1' }, true, false],
    [undefined, { NO_COLOR: '' }, true, true],
  ])('flag %s env %j tty %s -> colour %s', (flag, env, isTTY, expected) => {
    const color = useColor({ ...(flag === undefined ? {} : { flag }), env, isTTY });
    expect(color).toBe(expected);
    expect(palette(color).ok('done') !== 'done').toBe(expected);
  });
});
