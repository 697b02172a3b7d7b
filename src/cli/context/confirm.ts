import { createInterface } from 'node:readline/promises';

/** Asks on the terminal; only the exact answer `yes` approves (as Terraform does). */
export async function confirmYes(
  question: string,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<boolean> {
  const rl = createInterface({ input, output });
  try {
    const answer = await rl.question(question);
    return answer.trim() === 'yes';
  } finally {
    rl.close();
  }
}
