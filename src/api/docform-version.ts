import { readFileSync } from 'node:fs';

/**
 * docform's version, read from its package.json: two folders up from the sources
 * (src/<layer>) and the bundle (dist/bin), three from the build (dist/src/<layer>).
 */
export function docformVersion(): string {
  for (const rel of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'docform' && pkg.version) return pkg.version;
    } catch {
      // not there: try the next candidate
    }
  }
  return '0.0.0';
}
