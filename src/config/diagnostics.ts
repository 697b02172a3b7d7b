import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';

interface Extra {
  readonly hint?: string | undefined;
  readonly address?: string | undefined;
}

function build(
  severity: Diagnostic['severity'],
  code: string,
  message: string,
  location: SourceLocation | undefined,
  extra: Extra,
): Diagnostic {
  return {
    severity,
    code,
    message,
    ...(location ? { location } : {}),
    ...(extra.address ? { address: extra.address } : {}),
    ...(extra.hint ? { hint: extra.hint } : {}),
  };
}

export function error(
  code: string,
  message: string,
  location?: SourceLocation,
  extra: Extra = {},
): Diagnostic {
  return build('error', code, message, location, extra);
}

export function warning(
  code: string,
  message: string,
  location?: SourceLocation,
  extra: Extra = {},
): Diagnostic {
  return build('warning', code, message, location, extra);
}
