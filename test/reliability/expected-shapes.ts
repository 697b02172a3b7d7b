/**
 * What each config of `configs/` must leave in the org, written by hand from the YAML
 * (not captured from a run): the oracle of the fault matrix, the kills and the races.
 * The configs form a chain, base -> update -> move -> delete, each changing its
 * predecessor by one kind of change. Lines as `readShape` renders them: `*` marks the
 * default site space, `~` a hidden one.
 */
const MEMBERS = [
  'alice@acme.example admin',
  'bob@acme.example edit',
  'carol@acme.example read',
  'dave@acme.example edit',
];
const UPDATED_MEMBERS = MEMBERS.map((m) =>
  m.replace('carol@acme.example read', 'carol@acme.example review'),
);
const TEAMS = [
  'Docs: carol@acme.example',
  'Engineering: alice@acme.example, bob@acme.example',
  'Support: dave@acme.example',
];
const UPDATED_TEAMS = TEAMS.map((t) =>
  t.replace('Docs: carol@acme.example', 'Docs: carol@acme.example, dave@acme.example'),
);
const SPACES = ['spc_api', 'spc_changelog', 'spc_guides', 'spc_internal', 'spc_sdk'];
const spaces = (locked = ''): string[] =>
  SPACES.map((s) => (s === locked ? `${s} locked` : `${s} live`));
const UPDATED_SAML = ['Okta https://acme.okta.example/sso/saml2 team=Docs'];
const UPDATED_OPENAPI = ['billing private', 'petstore private'];

export const EXPECTED = {
  base: {
    members: MEMBERS,
    teams: TEAMS,
    saml: ['Okta https://acme.okta.example/sso/saml team=Docs'],
    openapi: ['billing private', 'petstore public'],
    spaces: spaces(),
    sites: [
      'Developer Portal public: Guides(book)[guides=spc_guides* changelog=spc_changelog handbook=spc_internal] Tutorials[tutorials=spc_guides*] Recipes[recipes=spc_sdk*] Changes[changes=spc_changelog*] Reference{API[api=spc_api*] SDK[sdk=spc_sdk*]}',
      'Handbook unlisted: handbook=spc_internal* guides=spc_guides',
    ],
    duplicates: [],
  },
  update: {
    members: UPDATED_MEMBERS,
    teams: UPDATED_TEAMS,
    saml: UPDATED_SAML,
    openapi: UPDATED_OPENAPI,
    spaces: spaces('spc_guides'),
    sites: [
      'Developer Portal unlisted: Guides(books)[guides=spc_guides* changelog=spc_changelog~ handbook=spc_internal] Tutorials[tutorials=spc_guides*] Recipes(flask)[recipes=spc_sdk*] Changes[changes=spc_changelog*] Reference{API[api=spc_api*] SDK[sdk=spc_sdk*]}',
      'Handbook unlisted: handbook=spc_internal* guides-v2=spc_guides',
    ],
    duplicates: [],
  },
  move: {
    members: UPDATED_MEMBERS,
    teams: UPDATED_TEAMS,
    saml: UPDATED_SAML,
    openapi: UPDATED_OPENAPI,
    spaces: spaces('spc_guides'),
    sites: [
      'Developer Portal unlisted: Reference{SDK[sdk=spc_sdk*] API[api=spc_api*]} Changes[changes=spc_changelog*] Recipes(flask)[recipes=spc_sdk*] Tutorials[tutorials=spc_guides*] Guides(books)[handbook=spc_internal changelog=spc_changelog~ guides=spc_guides*]',
      'Handbook unlisted: guides-v2=spc_guides handbook=spc_internal*',
    ],
    duplicates: [],
  },
  delete: {
    members: UPDATED_MEMBERS,
    teams: UPDATED_TEAMS.filter((t) => !t.startsWith('Support')),
    saml: [],
    openapi: ['petstore private'],
    spaces: spaces('spc_guides'),
    sites: [
      'Developer Portal unlisted: Reference{SDK[sdk=spc_sdk*]} Tutorials[tutorials=spc_guides*] Guides(books)[changelog=spc_changelog~ guides=spc_guides*]',
    ],
    duplicates: [],
  },
} as const;

export type ConfigName = keyof typeof EXPECTED;
/** The chain, in order; each config is applied to the org its predecessor left. */
export const CHAIN: readonly ConfigName[] = ['base', 'update', 'move', 'delete'];
