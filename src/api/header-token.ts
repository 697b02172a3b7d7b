/**
 * What is wrong with a token as the value of an `Authorization: Bearer` header, or
 * undefined when nothing is: visible ASCII and spaces (RFC 9110 5.5 allows no
 * controls; Node's HTTP client refuses line breaks, and a tab or a character beyond ASCII in a token is
 * a copy-paste accident, never a real token). Only
 * the kind of character and its position are named, never the token.
 */
export function tokenProblem(token: string): string | undefined {
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) {
      const what = code === 0x0a || code === 0x0d ? 'a line break' : 'a control character';
      return `holds ${what} at position ${i + 1}`;
    }
    if (code > 0x7e) return `holds a non-ASCII character at position ${i + 1}`;
  }
  return undefined;
}
