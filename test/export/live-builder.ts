import type { LiveState } from '../../src/model/live.js';

/** A live org with one of everything, built by hand (no emulator needed). */
export function sampleLive(): LiveState {
  return {
    organization: {
      id: 'org_acme',
      title: 'Acme',
      emailDomains: ['acme.example'],
      defaultRole: 'read',
      defaultContent: { site: 'site_portal' },
      inviteLinks: false,
      mergeRules: {
        type: 'rules',
        rules: [{ rule: 'require_specific_reviewers', users: ['u_alice'] }],
      },
    },
    members: [
      { id: 'u_bob', email: 'bob@acme.example', displayName: 'Bob', role: 'edit' },
      { id: 'u_alice', email: 'alice@acme.example', displayName: 'Alice', role: 'admin' },
    ],
    teams: [
      { id: 'team_1', title: 'Engineering', members: ['u_bob', 'u_alice'] },
      { id: 'team_2', title: 'Engineering', members: [] },
      { id: 'team_3', title: 'Docs & Support!' },
    ],
    saml: [
      {
        id: 'saml_1',
        label: 'Okta',
        ssoURL: 'https://acme.okta.example/sso/saml',
        entityID: 'http://www.okta.example/abc',
        certificate: 'MARKER-CERTIFICATE-9f3a',
        defaultTeam: 'team_1',
      },
    ],
    openapi: [
      {
        id: 'oas_1',
        slug: 'petstore',
        sourceURL: 'https://specs.acme.example/p.yaml',
        visibility: 'public',
      },
    ],
    spaces: [
      { id: 'spc_guides', title: 'Guides', editMode: 'live' },
      { id: 'spc_api', title: 'API Reference' },
    ],
    sites: [
      {
        id: 'site_portal',
        title: 'Developer Portal',
        type: 'basic',
        visibility: 'public',
        published: true,
        basename: 'developers',
        adaptiveContent: true,
        adaptiveSchema: {
          type: 'object',
          additionalProperties: false,
          properties: { beta: { type: 'boolean', description: 'Beta tester' } },
        },
        structure: {
          kind: 'sections',
          items: [
            {
              type: 'section',
              id: 'sec_1',
              title: 'Guides',
              icon: 'book',
              path: 'guides',
              default: true,
              spaces: [
                { id: 'ss_1', spaceId: 'spc_guides', path: 'v2', default: true, hidden: false },
                { id: 'ss_2', spaceId: 'spc_unknown', path: 'v1', default: false, hidden: true },
              ],
            },
            {
              type: 'group',
              id: 'grp_1',
              title: 'Products',
              items: [
                {
                  type: 'section',
                  id: 'sec_2',
                  title: 'API',
                  path: 'api',
                  default: false,
                  spaces: [
                    { id: 'ss_3', spaceId: 'spc_api', path: 'api', default: true, hidden: false },
                  ],
                },
                {
                  type: 'section',
                  id: 'sec_3',
                  title: 'API',
                  path: 'api-2',
                  default: false,
                  spaces: [
                    { id: 'ss_4', spaceId: 'spc_api', path: 'api', default: true, hidden: false },
                  ],
                },
              ],
            },
          ],
        },
      },
      {
        id: 'site_flat',
        title: 'Changelog',
        type: 'basic',
        visibility: 'unlisted',
        published: false,
        structure: {
          kind: 'spaces',
          spaces: [
            { id: 'ss_9', spaceId: 'spc_api', path: 'changes', default: true, hidden: false },
          ],
        },
      },
    ],
  };
}
