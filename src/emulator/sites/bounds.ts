import type { StringRule } from '../body.js';

/** Length and pattern bounds of site fields (seed Resources/Endpoints; official schemas). */
export const SITE_TITLE: StringRule = { min: 2, max: 128 };
export const SITE_BASENAME: StringRule = { min: 1, max: 100 };
export const SITE_PROXY: StringRule = {
  max: 512,
  pattern: /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/,
  patternName: 'a domain followed by a path, e.g. "example.com/docs"',
};
export const SECTION_TITLE: StringRule = { min: 2, max: 128 };
export const SECTION_PATH: StringRule = { min: 1, max: 100 };
export const SECTION_DESCRIPTION: StringRule = { max: 256 };
export const CONDITION: StringRule = { max: 1024 };
export const ICON: StringRule = { max: 50 };
export const GROUP_TITLE: StringRule = { min: 1, max: 100 };
export const SITE_SPACE_PATH: StringRule = { min: 1, max: 100 };
export const SITE_SPACE_TITLE: StringRule = { min: 2, max: 128 };
/** Ids sent in bodies: non-empty, bounded, so a message can quote them. */
export const ID: StringRule = { min: 1, max: 100 };

export const SITE_TYPES = [
  'basic',
  'premium',
  'ultimate',
  'sponsored',
  'legacy-basic',
  'legacy-premium',
] as const;
export const SITE_VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth'] as const;
export const AGENTS_CONTEXTS = ['excluded', 'included'] as const;
export const DEFAULT_LEVELS = [
  'admin',
  'create',
  'review',
  'edit',
  'comment',
  'read',
  'inherit',
] as const;
