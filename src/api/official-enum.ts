/**
 * A value of one of the published client's string enums (`MemberRole`, `TeamMemberRole`
 * ...) from its wire string. The client declares these enums in TypeScript, whose members
 * are the very strings the API sends and takes; a string enum is nominal to TypeScript,
 * so no string is assignable to it, and docform imports the client's types only (never its
 * code, CONTRIBUTING.md, "Layers and imports"). The parameter takes only the strings of
 * E's members (`${E}`), so a wrong value is still a compile error; the assertion is
 * made here once.
 */
export function officialEnum<E extends string>(value: `${E}`): E {
  return value as E;
}
