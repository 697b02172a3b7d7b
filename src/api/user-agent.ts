import { readFileSync } from 'node:fs';

let cached: string | undefined;

/**
 * `docform/<version>`, the version read from package.json next to the sources
 * (src/api -> ../../) or the build (dist/src/api -> ../../../).
 */
export function userAgent(): string {
  cached ??= `docform/${packageVersion()}`;
  return cached;
}

function packageVersion(): string {
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
