import { createHash } from 'node:crypto';
import type { Diagnostic } from '../model/diagnostic.js';
import { error } from './diagnostics.js';
import { readConfigFile } from './read-config-files.js';
import type { ConfigSource } from './yaml-source.js';

/**
 * A config file as a saved plan (`plan --out`) holds it, to plan again at apply time:
 * its text (`${env:...}` placeholders, never their values), or, for a file holding a
 * secret written inline (a SAML certificate), only the sha256 of its text. A saved plan
 * is an artifact of CI, readable by more people than the secret: it holds none
 * (docs/security.md, "Secrets"). `apply PLANFILE` reads such a file again from its path and
 * refuses the plan as stale when it is not the same.
 */
export type SavedSource =
  | { readonly file: string; readonly text: string }
  | { readonly file: string; readonly withheld: { readonly sha256: string } };

export function sourcesToSave(sources: readonly ConfigSource[]): SavedSource[] {
  return sources.map(({ file, text, inlineSecret }) =>
    inlineSecret === true ? { file, withheld: { sha256: sha256(text) } } : { file, text },
  );
}

export interface RestoredSources {
  readonly sources: ConfigSource[];
  /** A withheld file that is missing or changed since the plan: the plan is stale. */
  readonly diagnostics: Diagnostic[];
}

/** The config sources of a saved plan, each withheld file read again and checked. */
export async function restoreSources(saved: readonly SavedSource[]): Promise<RestoredSources> {
  const sources: ConfigSource[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of saved) {
    if ('text' in source) {
      sources.push({ file: source.file, text: source.text });
      continue;
    }
    const text = await currentText(source.file);
    if (text !== undefined && sha256(text) === source.withheld.sha256) {
      sources.push({ file: source.file, text });
      continue;
    }
    const what = text === undefined ? 'cannot be read' : 'changed';
    diagnostics.push(
      error(
        'stale-plan',
        `stale plan: ${source.file} ${what} since the plan was saved; it holds a secret written inline, so the saved plan keeps only its fingerprint and reads it again`,
        undefined,
        { hint: 'apply from the checkout the plan was made in, or run docform plan --out again' },
      ),
    );
  }
  return { sources, diagnostics };
}

async function currentText(file: string): Promise<string | undefined> {
  try {
    const read = await readConfigFile(file);
    return 'source' in read ? read.source.text : undefined;
  } catch {
    return undefined;
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
