import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  parseDuration,
  resolveTimeout,
} from '../../../src/cli/context/api-options.js';
import { docform } from '../../e2e/support/examples-cli.js';

/** The command's total deadline, `--timeout` or DOCFORM_TIMEOUT. */
describe('--timeout and DOCFORM_TIMEOUT', () => {
  it('take 90s, 30m, 2h, 1500ms or bare seconds', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('1500ms')).toBe(1500);
    expect(parseDuration('45')).toBe(45_000);
    expect(parseDuration('0.5s')).toBe(500);
    for (const bad of ['', '0', '-1s', '10 minutes', '1d', 'soon']) {
      expect(parseDuration(bad), bad).toBeUndefined();
    }
  });

  it('the flag wins over the environment, which wins over the 30 min default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30 * 60_000);
    expect(resolveTimeout(undefined, {})).toBe(DEFAULT_TIMEOUT_MS);
    expect(resolveTimeout(undefined, { DOCFORM_TIMEOUT: '5m' })).toBe(300_000);
    expect(resolveTimeout(2000, { DOCFORM_TIMEOUT: '5m' })).toBe(2000);
    expect(() => resolveTimeout(undefined, { DOCFORM_TIMEOUT: 'forever' })).toThrow(
      'DOCFORM_TIMEOUT="forever" is not a duration: use a form such as 90s, 30m or 2h',
    );
  });

  it('a bad value is a usage error with exit 1', async () => {
    const flag = await docform(['plan', '--emulator', '--timeout', 'soon']);
    expect(flag.status).toBe(1);
    expect(flag.stderr).toContain("option '--timeout <duration>' argument 'soon' is invalid");
  });
});
