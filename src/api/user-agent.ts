import { docformVersion } from './docform-version.js';

let cached: string | undefined;

/** `docform/<version>`, the version read from docform's package.json. */
export function userAgent(): string {
  cached ??= `docform/${docformVersion()}`;
  return cached;
}
