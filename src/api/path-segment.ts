import { UnsafeIdError } from './errors/unsafe-id-error.js';

/**
 * The official `EntityId` (openapi.json, `components.schemas.EntityId`): letters, digits,
 * `_` and `-`. The spec gives it to `organizationId`, `spaceId` and `teamId`; the other
 * path parameters docform fills (site, section, group, site space, SAML provider, user,
 * OpenAPI slug) are plain strings there, yet every id and slug the API hands out has this
 * form. Nothing else may become a path segment: `.` and `..` are dot-segments that a
 * server, proxy or URL parser folds into the parent (`sections/..` is the site), and `/`,
 * `?`, `#`, `%` and controls change what the path says.
 */
const ID_PATTERN = /^[a-zA-Z0-9_-]+$/;

/**
 * `id` as read from the API, checked before anything can put it in a path: `kind` and
 * `title` name the object in the error (`team`, `"Engineering"`). Called for every object
 * of a read, so the subject is only built when the id is refused.
 */
export function checkedId(id: string, kind: string, title: string): string {
  if (ID_PATTERN.test(id)) return id;
  throw new UnsafeIdError(
    `the ${kind} ${JSON.stringify(title)} read from the API`,
    id,
    ID_PATTERN.source,
  );
}

/**
 * A value for the path parameter `name` of operation `op`, encoded, or an UnsafeIdError:
 * the second line of defence behind the reads, for every id whatever its source (a read,
 * a create's answer, the config).
 */
export function pathSegment(op: string, name: string, value: string): string {
  if (ID_PATTERN.test(value)) return encodeURIComponent(value);
  throw new UnsafeIdError(`the path parameter {${name}} of ${op}`, value, ID_PATTERN.source);
}
