import * as z from 'zod';
import type { LiveCaller, LiveMember } from '../../model/live.js';
import { isNotFound } from '../errors/http-error.js';
import type { ApiRequester } from '../types.js';
import { call } from './parse.js';
import { opt, roleSchema } from './wire.js';

const userSchema = z.looseObject({ id: z.string(), email: opt(z.string()) });
const memberSchema = z.looseObject({ role: roleSchema });

/**
 * The user the token belongs to (official `getAuthenticatedUser`) and its role in the
 * organization (`getMemberInOrganizationById`, or the members list when it was read
 * anyway): a role of null when the user is not a member (404).
 */
export async function getCaller(
  client: ApiRequester,
  organization: string,
  members: Promise<readonly LiveMember[] | undefined>,
): Promise<LiveCaller> {
  const user = await call(client, 'getAuthenticatedUser', {}, userSchema);
  const base = { id: user.id, ...(user.email ? { email: user.email } : {}) };
  const listed = (await members)?.find((m) => m.id === user.id);
  if (listed !== undefined) return { ...base, role: listed.role };
  try {
    const params = { organizationId: organization, userId: user.id };
    const member = await call(client, 'getMemberInOrganizationById', params, memberSchema);
    return { ...base, role: member.role };
  } catch (error) {
    if (isNotFound(error)) return { ...base, role: null };
    throw error;
  }
}
