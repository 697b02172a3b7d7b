/**
 * What creating records needs besides the world: a clock and an id source. A request
 * context is one; the world generator (generate.ts) brings its own, so generated
 * records are the ones the handlers would have created.
 */
export interface IdClock {
  now(): string;
  newId(prefix: string): string;
}

/** Id prefixes of the records created here. */
export const ID_PREFIX = {
  site: 'site',
  section: 'sitesc',
  group: 'sitesg',
  siteSpace: 'sitesp',
  space: 'spc',
} as const;
