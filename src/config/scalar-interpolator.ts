import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { interpolate } from './env-interpolation.js';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * `${env:NAME}` and `${file:PATH}` in a string scalar, for both YAML paths: resolves
 * them, reports a missing variable or file or a bad placeholder at the scalar, and
 * records in `facts` which values are secrets and which could not be resolved. Called
 * only for text holding `${`. `configFile` is the file being read: paths are relative
 * to it.
 */
export class ScalarInterpolator {
  constructor(
    private readonly env: Env,
    private readonly facts: ConfigFacts,
    private readonly diagnostics: Diagnostic[],
    private readonly configFile = '',
  ) {}

  /** `path` is the value's path key (see `pathKey`). */
  resolve(text: string, path: string, at: () => SourceLocation): string {
    const result = interpolate(text, this.env, (file) => {
      const read = this.facts.files.read(this.configFile, file);
      if ('text' in read) return read.text;
      this.diagnostics.push(error('file-reference', read.problem, at(), { hint: read.hint }));
      return undefined;
    });
    for (const written of result.invalid) {
      const unclosed = !written.endsWith('}');
      const message = unclosed
        ? `${written} is not closed: a placeholder ends with }`
        : `${written} is not a valid placeholder`;
      this.diagnostics.push(
        error('invalid-env-reference', message, at(), {
          hint: 'write ${env:NAME} with NAME made of letters, digits and _, or ${file:PATH} (or $${ for a literal ${)',
        }),
      );
    }
    for (const name of result.missing) {
      this.diagnostics.push(
        error('missing-env', `environment variable ${name} is not set`, at(), {
          hint: `set ${name} before running docform`,
        }),
      );
    }
    if (result.missing.length + result.invalid.length + result.unread.length > 0) {
      this.facts.unresolved.add(path);
    }
    if (result.names.length > 0)
      this.facts.secrets.set(path, { names: result.names, written: text });
    return result.value;
  }
}
