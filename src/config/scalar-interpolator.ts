import { dirname, join } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import type { ConfigFacts, DeferredScalar, SecretOrigin } from './config-facts.js';
import { error } from './diagnostics.js';
import { hasVariable, interpolate, type Variables } from './env-interpolation.js';

export type Env = Readonly<Record<string, string | undefined>>;

/** The environment whose variables a deferred scalar is resolved with. */
export interface SelectedEnvironment {
  readonly name: string;
  readonly vars: Variables;
  /**
   * The secrets a variable holds, at any depth: `[path key below it ('' for the variable
   * itself, else starting with the separator), origin]` (src/config/variables.ts).
   */
  readonly secretsOf?: (variable: string) => readonly SecretLeaf[];
  /** Variables that refer to themselves: reported where the loop closes, not at each use. */
  readonly broken?: ReadonlySet<string>;
}

export type SecretLeaf = readonly [rest: string, origin: SecretOrigin];

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
   * scalar naming the environment. `path` is the value's path key (see `pathKey`).
   */
  resolveDeferred(
    scalar: DeferredScalar,
    path: string,
    selected: SelectedEnvironment,
    facts: ConfigFacts = this.facts,
  ): unknown {
    return this.#interpolate(scalar.text, path, scalar.at, scalar.file, selected, facts);
  }

  #interpolate(
    text: string,
    path: string,
    at: () => SourceLocation,
    configFile: string,
    selected?: SelectedEnvironment,
    facts: ConfigFacts = this.facts,
  ): unknown {
    const readFile = (file: string): string | undefined => {
      const read = facts.files.read(configFile, file);
      if ('text' in read) return read.text;
      this.diagnostics.push(error(read.code, read.problem, at(), { hint: read.hint }));
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
      if (selected?.broken?.has(name) === true) continue;
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
    if (failed > 0) facts.unresolved.add(path);
    markSecrets(facts, path, text, result.names, secretLeaves(result.vars, selected), result.typed);
    const whole = /^\$\{file:([^}]+)\}$/.exec(text)?.[1];
    if (whole !== undefined && failed === 0)
      facts.fileValues.set(path, join(dirname(configFile), whole));
    return result.typed !== undefined ? result.typed.value : result.value;
  }
}

/** The secrets of the variables a scalar read, each with the variable's name. */
function secretLeaves(
  vars: readonly string[],
  selected: SelectedEnvironment | undefined,
): SecretLeaf[] {
  if (selected?.secretsOf === undefined || vars.length === 0) return [];
  return vars.flatMap((name) => selected.secretsOf?.(name) ?? []);
}

/**
 * Secrets travel with values (docs/security.md, "Secrets"): a scalar that read
 * `${env:...}`, or spliced a variable holding a secret at any depth into its text, is a
 * secret; a whole-value `${var:NAME}` takes the variable's value with its secrets where
 * they are in it. `written` is the scalar as written, which is safe to show.
 */
function markSecrets(
  facts: ConfigFacts,
  path: string,
  text: string,
  names: readonly string[],
  leaves: readonly SecretLeaf[],
  typed: { readonly value: unknown } | undefined,
): void {
  if (names.length === 0 && leaves.length === 0) return;
  if (typed !== undefined && names.length === 0) {
    for (const [rest, origin] of leaves) {
      facts.secrets.set(`${path}${rest}`, { names: origin.names, written: text });
    }
    return;
  }
  const from = new Set([...names, ...leaves.flatMap(([, origin]) => origin.names)]);
  facts.secrets.set(path, { names: [...from], written: text });
}
