/**
 * The host of a URL as written (`scheme://[user@]host[:port]/...`): what a browser or an
 * identity provider's redirect reaches, so never the user info before an `@`
 * (`https://acme.okta.example@evil.example/` reaches `evil.example`). Undefined for a
 * value that is no such URL (an entity ID written as a URN).
 */
export function urlHost(text: string): string | undefined {
  return /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\s]*@)?([^/?#:\s]+)/i.exec(text)?.[1];
}
