import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { formatLocation } from '../../src/model/location.js';
import { invalidFixtures, TEST_ENV } from './fixture-corpus.js';

const corpus = invalidFixtures();

describe('invalid configs are refused with their code at their place', () => {
  it('has a corpus of at least 40 configs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  for (const fixture of corpus) {
    it(`${fixture.name}: ${fixture.code} at ${fixture.line}:${fixture.col}`, async () => {
      const result = await loadConfig(fixture.path, { env: TEST_ENV });
      expect(result.desired).toBeUndefined();
      const found = result.diagnostics.map(
        (d) => `${d.location ? formatLocation(d.location) : '-'} ${d.code}`,
      );
      expect(found).toContain(
        `${formatLocation({ file: fixture.file, line: fixture.line, col: fixture.col })} ${fixture.code}`,
      );
      for (const d of result.diagnostics)
        expect(d.message).not.toContain(TEST_ENV.DOCFORM_TEST_CERT);
    });
  }
});
