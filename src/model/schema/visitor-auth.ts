import * as z from 'zod';
import { url } from './fields.js';

/** The official visitor authentication backends (`VisitorAuthCustomBackend`, `...Integration...`). */
const VISITOR_AUTH_BACKENDS = ['custom', 'integration'] as const;

/** A backend of the official visitor authentication (`VisitorAuthCustomBackend` ...). */
export type VisitorAuthBackend = (typeof VISITOR_AUTH_BACKENDS)[number];

/** True for a backend the official update takes. */
export function isVisitorAuthBackend(value: unknown): value is VisitorAuthBackend {
  return VISITOR_AUTH_BACKENDS.some((backend) => backend === value);
}

/**
 * A site's visitor authentication as the config declares it: the settable fields of the
 * official `SitePublishingAuthUpdate`, each optional (only the declared ones are
 * managed). The signing key (`privateKey`) is not among them: the platform makes it and
 * no operation sets it, so docform neither takes nor reads it. A URL set to `null` is
 * unset (the official update's `null`).
 */
export const visitorAuth = z.strictObject({
  backend: z.enum(VISITOR_AUTH_BACKENDS).optional(),
  fallbackURL: url.nullable().optional(),
  logoutURL: url.nullable().optional(),
});

/** The declared visitor authentication settings. */
export type DesiredVisitorAuth = z.output<typeof visitorAuth>;

/**
 * The live settings as docform holds them: the official `SitePublishingAuth` without its
 * signing key, which the live read drops before anything else sees the answer.
 */
export interface LiveVisitorAuth {
  readonly backend?: string;
  readonly fallbackURL?: string;
  readonly logoutURL?: string;
}
