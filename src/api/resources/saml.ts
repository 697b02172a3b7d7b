import { z } from 'zod';
import type { LiveSaml } from '../../model/live.js';
import type { ApiRequester } from '../types.js';
import { call, listAll, orgPath, seg } from './parse.js';
import { opt, roleSchema } from './wire.js';

const samlSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  ssoURL: opt(z.string()),
  entityID: opt(z.string()),
  certificate: opt(z.string()),
  /** A full team in answers, a team id in requests (official 3). */
  defaultTeam: opt(z.union([z.string(), z.looseObject({ id: z.string() })])),
  defaultRole: opt(roleSchema),
});

/** Body of `POST /orgs/{id}/saml` (label required) and of its PATCH (all optional). */
export interface SamlBody {
  label?: string;
  ssoURL?: string;
  entityID?: string;
  certificate?: string;
  /** A team id. */
  defaultTeam?: string | null;
  defaultRole?: string | null;
}

export async function listSaml(client: ApiRequester, organization: string): Promise<LiveSaml[]> {
  const items = await listAll(client, `${orgPath(organization)}/saml`, samlSchema);
  return items.map(toLiveSaml);
}

export async function createSaml(
  client: ApiRequester,
  organization: string,
  body: SamlBody & { label: string },
): Promise<LiveSaml> {
  const path = `${orgPath(organization)}/saml`;
  return toLiveSaml(await call(client, { method: 'POST', path, body }, samlSchema));
}

export async function updateSaml(
  client: ApiRequester,
  organization: string,
  samlId: string,
  body: SamlBody,
): Promise<LiveSaml> {
  const path = `${orgPath(organization)}/saml/${seg(samlId)}`;
  return toLiveSaml(await call(client, { method: 'PATCH', path, body }, samlSchema));
}

export async function deleteSaml(
  client: ApiRequester,
  organization: string,
  samlId: string,
): Promise<void> {
  await client.request({ method: 'DELETE', path: `${orgPath(organization)}/saml/${seg(samlId)}` });
}

function toLiveSaml(s: z.output<typeof samlSchema>): LiveSaml {
  const team = s.defaultTeam;
  return {
    id: s.id,
    label: s.label,
    ...(s.ssoURL ? { ssoURL: s.ssoURL } : {}),
    ...(s.entityID ? { entityID: s.entityID } : {}),
    ...(s.certificate ? { certificate: s.certificate } : {}),
    defaultTeam:
      team === undefined || team === null ? null : typeof team === 'string' ? team : team.id,
    defaultRole: s.defaultRole ?? null,
  };
}
