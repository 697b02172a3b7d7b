import { scrubSecrets } from '../model/secret-registry.js';
import { showControls } from '../model/visible-text.js';

/**
 * The one escaping of untrusted text (live titles and ids, server messages, addresses
 * built from them, diagnostics) in the text output, applied before colour is added: a
 * control character (C0 with ESC, CR and LF; DEL; C1 with its one-byte CSI; bidi
 * overrides) is shown as its escape (`\x1b`, `\n`, `\u202e`), so a title can neither
 * repaint the terminal nor fake a line of output, and a secret from the environment
 * reads `(sensitive)`.
 */
export function terminalText(text: string): string {
  return showControls(scrubSecrets(text));
}
