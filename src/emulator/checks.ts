import { badRequest } from './api-error.js';
import type { Body } from './body.js';
import { optionalEnum } from './body.js';
import type { RoleValue } from './world.js';

/** `MemberRole` values (the official enum). */
export const ROLES: readonly RoleValue[] = ['admin', 'create', 'edit', 'review', 'comment', 'read'];

/** A Role field: one of ROLES, or null (guest) when `nullable`; undefined when absent. */
export function roleField(body: Body, field: string): RoleValue | null | undefined {
  if (body[field] === null) return null;
  return optionalEnum(body, field, ROLES);
}

/** An absolute http(s) URL of at most 2048 characters (official `URL`), or undefined. */
export function urlField(
  body: Body,
  field: string,
  value: unknown = body[field],
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > 2048 || !isHttpUrl(value)) {
    throw badRequest(`Field "${field}" must be an absolute URL of at most 2048 characters`);
  }
  return value;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Refuses a body that holds a field no rule reads, so typos do not pass silently. */
export function onlyFields(body: Body, allowed: readonly string[]): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw badRequest(`Unknown field "${key}"`);
  }
}
