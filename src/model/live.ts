import type {
  AgentsContext,
  DefaultLevel,
  EditMode,
  OpenApiVisibility,
  Role,
  SiteType,
  SiteVisibility,
} from './kinds.js';

/**
 * What the API holds, mapped from the wire to the fields docform manages. A
 * collection left `undefined` was not read (the config does not need it).
 * Arrays of children are in the API's order.
 */
export interface LiveState {
  readonly organization: LiveOrganization;
  readonly members?: readonly LiveMember[];
  readonly teams?: readonly LiveTeam[];
  readonly saml?: readonly LiveSaml[];
  readonly openapi?: readonly LiveOpenApi[];
  readonly spaces?: readonly LiveSpace[];
  readonly sites?: readonly LiveSite[];
}

export interface LiveOrganization {
  readonly id: string;
  readonly title: string;
  readonly emailDomains: readonly string[];
  readonly hostname?: string;
  readonly defaultRole?: Role | null;
  /** Site id of the default content. */
  readonly defaultContent?: { readonly site: string } | null;
  readonly logo?: string | null;
  readonly sso?: boolean;
  readonly ai?: boolean;
  readonly inviteLinks: boolean;
  readonly mergeRules: {
    readonly type: string;
    readonly rules?: readonly {
      readonly rule: string;
      readonly users?: readonly string[];
      /** For the `custom` rule (official MergeRule). */
      readonly expression?: string;
      readonly message?: string;
    }[];
  };
}

export interface LiveMember {
  /** The user id. */
  readonly id: string;
  readonly email?: string;
  readonly displayName: string;
  readonly role: Role | null;
}

export interface LiveTeam {
  readonly id: string;
  readonly title: string;
  /** User ids; undefined when membership was not read. */
  readonly members?: readonly string[];
}

export interface LiveSaml {
  readonly id: string;
  readonly label: string;
  readonly ssoURL?: string;
  readonly entityID?: string;
  readonly certificate?: string;
  readonly defaultTeam?: string | null;
  readonly defaultRole?: Role | null;
}

export interface LiveOpenApi {
  readonly id: string;
  readonly slug: string;
  readonly sourceURL?: string;
  readonly visibility?: OpenApiVisibility;
}

export interface LiveSpace {
  readonly id: string;
  readonly title: string;
  readonly emoji?: string;
  readonly editMode?: EditMode;
  readonly defaultLevel?: DefaultLevel;
  readonly language?: string;
}

export interface LiveSite {
  readonly id: string;
  readonly title: string;
  readonly type: SiteType;
  readonly visibility: SiteVisibility;
  readonly published: boolean;
  readonly basename?: string;
  /** `domain/path` (the PATCH form), from the response's `proxy.origin`. */
  readonly proxy?: string | null;
  readonly agentsContext?: AgentsContext;
  readonly adaptiveContent?: boolean;
  readonly defaultLevel?: DefaultLevel;
  /** undefined when not read. */
  readonly adaptiveSchema?: Readonly<Record<string, unknown>> | null;
  /** undefined when not read. */
  readonly structure?: LiveStructure;
}

export type LiveStructure =
  | { readonly kind: 'sections'; readonly items: readonly LiveStructureItem[] }
  | { readonly kind: 'spaces'; readonly spaces: readonly LiveSiteSpace[] };

export type LiveStructureItem = LiveSection | LiveGroup;

export interface LiveSection {
  readonly type: 'section';
  readonly id: string;
  readonly title: string;
  readonly icon?: string | null;
  readonly description?: string | null;
  readonly path: string;
  readonly condition?: string | null;
  readonly default: boolean;
  readonly spaces: readonly LiveSiteSpace[];
}

export interface LiveGroup {
  readonly type: 'group';
  readonly id: string;
  readonly title: string;
  readonly icon?: string | null;
  readonly items: readonly LiveStructureItem[];
}

export interface LiveSiteSpace {
  readonly id: string;
  readonly spaceId: string;
  readonly path: string;
  readonly condition?: string | null;
  readonly default: boolean;
  readonly hidden: boolean;
}
