import { dirname, join } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { hasVariable, interpolate, type Variables } from './env-interpolation.js';

export type Env = Readonly<Record<string, string | undefined>>;

/** The environment whose variables a deferred scalar is resolved with. */
export interface SelectedEnvironment {
  readonly name: string;
  readonly vars: Variables;
}

/**
 * `${env:NAME}` and `${file:PATH}` in a string scalar, for both YAML paths: resolves
 * them, reports a missing variable or file or a bad placeholder at the scalar, and
 * records in `facts` which values are secrets and which could not be resolved. Called
 * only for text holding `${`. `configFile` is the file being read: paths are relative
 * to it. A scalar that also reads an environment's variable (`${var:NAME}`) is kept as
 * written and resolved whole by `resolveDeferred` once the environment is chosen.
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
    if (hasVariable(text)) {
      this.facts.deferred.set(path, { text, at, file: this.configFile });
      return text;
    }
    const value = this.#interpolate(text, path, at, this.configFile);
    return typeof value === 'string' ? value : String(value);
  }

  /**
   * A scalar that reads `${var:NAME}`, resolved with the environment's variables: a
   * whole-value reference keeps the variable's type. Unknown names are errors at the
   * scalar naming the environment. `file` is the config file the scalar is written in.
   */
  resolveDeferred(
    text: string,
    path: string,
    at: () => SourceLocation,
    file: string,
    selected: SelectedEnvironment,
  ): unknown {
    return this.#interpolate(text, path, at, file, selected);
  }

  #interpolate(
    text: string,
    path: string,
    at: () => SourceLocation,
    configFile: string,
    selected?: SelectedEnvironment,
  ): unknown {
    const readFile = (file: string): string | undefined => {
      const read = this.facts.files.read(configFile, file);
      if ('text' in read) return read.text;
      this.diagnostics.push(error('file-reference', read.problem, at(), { hint: read.hint }));
      return undefined;
    };
    const result = interpolate(text, this.env, readFile, selected?.vars);
    for (const written of result.invalid) {
      const unclosed = !written.endsWith('}');
      const message = unclosed
        ? `${written} is not closed: a placeholder ends with }`
        : `${written} is not a valid placeholder`;
      this.diagnostics.push(
        error('invalid-env-reference', message, at(), {
          hint: 'write ${env:NAME} or ${var:NAME} with NAME made of letters, digits and _, or ${file:PATH} (or $${ for a literal ${)',
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
    for (const name of result.missingVars) {
      const known = Object.keys(selected?.vars ?? {});
      this.diagnostics.push(
        error(
          'unknown-variable',
          `environment ${selected?.name ?? '?'} has no variable ${name}`,
          at(),
          {
            hint:
              known.length > 0
                ? `its variables: ${known.join(', ')}`
                : `add ${name} under environments.${selected?.name ?? '?'}.vars`,
          },
        ),
      );
    }
    const failed =
      result.missing.length +
      result.invalid.length +
      result.unread.length +
      result.missingVars.length;
    if (failed > 0) this.facts.unresolved.add(path);
    if (result.names.length > 0)
      this.facts.secrets.set(path, { names: result.names, written: text });
    const whole = /^\$\{file:([^}]+)\}$/.exec(text)?.[1];
    if (whole !== undefined && failed === 0)
      this.facts.fileValues.set(path, join(dirname(configFile), whole));
    return result.typed !== undefined ? result.typed.value : result.value;
  }
}
