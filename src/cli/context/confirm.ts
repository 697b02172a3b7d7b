import { createInterface } from 'node:readline';
import type { InputStream, OutputStream } from '../io.js';

/**
 * Asks on the terminal; only the exact answer `yes` approves (as Terraform does). The
 * question goes to `output` (stderr, so stdout stays the plan); the terminal echoes the
 * answer as it is typed.
 */
export async function confirmYes(
  question: string,
  input: InputStream,
  output: OutputStream,
): Promise<boolean> {
  output.write(question);
  const lines = createInterface({ input, terminal: false });
  try {
    const answer = await new Promise<string>((resolve) => {
      lines.once('line', resolve);
      lines.once('close', () => resolve(''));
    });
    return answer.trim() === 'yes';
  } finally {
    lines.close();
  }
}
