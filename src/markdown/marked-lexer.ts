import { Lexer } from 'marked';

/**
 * marked's lexer, the one part of marked docform runs. marked builds the regular
 * expressions of its grammar when its module loads, a few milliseconds that a config
 * without Markdown would pay for nothing: the package's bundle takes marked out into a
 * bundle of its own, `marked.cjs`, which this function requires at its first call
 * (scripts/bundle.mjs replaces this module there). From the modules (dist/src), marked
 * is imported as usual.
 */
export function markedLexer(): typeof Lexer {
  return Lexer;
}
