import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../model/diagnostic.js';
import type { ConfigFacts } from './config-facts.js';
import { error, warning } from './diagnostics.js';
import { readFastYaml } from './fast-yaml.js';
import { MAX_FILE_BYTES } from './limits.js';
import { LineIndex } from './line-index.js';
import { FilePositions } from './position-index.js';
import { invisibleCharacterWarnings } from './invisible-characters.js';
import { rawCharacterProblems } from './raw-characters.js';
import { ScalarInterpolator, type Env } from './scalar-interpolator.js';
import { start, YamlWalker } from './yaml-walker.js';
import { syntaxPlaces, withoutCascades } from './yaml-indent.js';

export interface ConfigSource {
  readonly file: string;
  /** The raw text: `${env:...}` placeholders, never their values. */
  readonly text: string;
  /**
   * The text holds a secret written inline (a SAML certificate not read from the
   * environment), set by parsing: a saved plan keeps its fingerprint, not its text.
   */
  readonly inlineSecret?: true;
}

export interface ReadFile {
  readonly value: Record<string, unknown>;
  readonly positions: FilePositions;
}

/**
 * Pass 1 (CONTRIBUTING.md, rule 7): one file's text to a plain value, with where each node is
 * written and `${env:NAME}` resolved. The fast reader takes the plain YAML configs are
 * written in; anything else goes to the `yaml` package, which also reports every
 * syntax problem. Both read YAML 1.2 with the core schema: `yes`, `no`, `on` and `off`
 * are strings. A syntax error, an empty file or a file that is not a mapping is an
 * error and never reads as an empty config.
 */
export function readYamlSource(
  source: ConfigSource,
  env: Env,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
  fastPath = true,
): ReadFile | undefined {
  const lines = new LineIndex(source.file, source.text);
  const positions = new FilePositions(lines);
  if (source.text.length > MAX_FILE_BYTES) {
    diagnostics.push(tooLarge(source.file));
    return undefined;
  }
  const raw = rawCharacterProblems(source.text, lines);
  diagnostics.push(...raw, ...invisibleCharacterWarnings(source.text, lines));
  const interpolator = new ScalarInterpolator(env, facts, diagnostics, source.file);
  const fast =
    fastPath && raw.length === 0 ? readFastYaml(source.text, positions, interpolator) : undefined;
  const value = fast ?? readWithYaml(source.text, positions, interpolator, diagnostics);
  return value === undefined ? undefined : { value, positions };
}

export function tooLarge(file: string): Diagnostic {
  return error(
    'config-too-large',
    `${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`,
    undefined,
    {
      hint: 'split the config into several files of a directory',
    },
  );
}

function readWithYaml(
  text: string,
  positions: FilePositions,
  interpolator: ScalarInterpolator,
  diagnostics: Diagnostic[],
): Record<string, unknown> | undefined {
  const { lines } = positions;
  // Duplicate keys are found by the walk: yaml's own check is quadratic in the size of
  // a mapping, too slow for a `members:` of thousands. `schema: core` holds even when a
  // `%YAML 1.1` directive asks for another schema.
  const doc = parseDocument(text, {
    lineCounter: new LineCounter(),
    prettyErrors: false,
    uniqueKeys: false,
    schema: 'core',
    version: '1.2',
  });
  const problems = withoutCascades(doc.errors);
  const places = syntaxPlaces(text, problems, (offset) => lines.linePos(offset));
  problems.forEach((problem, i) => {
    const place = places[i] ?? { offset: problem.pos[0] };
    diagnostics.push(
      error('yaml-syntax', problem.message, lines.at(place.offset), { hint: place.hint }),
    );
  });
  if (doc.errors.length > 0) return undefined;
  if (doc.directives.yaml.explicit && doc.directives.yaml.version !== '1.2') {
    diagnostics.push(
      warning(
        'yaml-version',
        `a %YAML ${doc.directives.yaml.version} directive is ignored: docform reads YAML 1.2 (core schema), where yes, no, on and off are strings`,
        lines.at(0),
      ),
    );
  }
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) {
    diagnostics.push(
      error('empty-file', 'the file holds no configuration', lines.at(0), {
        hint: 'a config file is a mapping with at least `version:` or a collection',
      }),
    );
    return undefined;
  }
  if (!isMap(root)) {
    diagnostics.push(
      error('not-a-mapping', 'the file must be a mapping of keys', lines.at(start(root))),
    );
    return undefined;
  }
  const walker = new YamlWalker(doc, text, positions, interpolator, diagnostics);
  const value = walker.value(root, '', 0) as Record<string, unknown>;
  positions.setRoot(value, start(root));
  return walker.truncated ? undefined : value;
}
