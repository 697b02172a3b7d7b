import { readFileSync } from 'node:fs';

/**
 * The quick-start commands of README.md: the first ```sh block, one command per line,
 * with the trailing `# comment` removed (DESIGN: the README's first command runs the
 * main job against the embedded emulator, the second runs the tests).
 */
export function readmeQuickStart(readmePath: string): string[] {
  const text = readFileSync(readmePath, 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(text);
  if (!block?.[1]) throw new Error('README.md has no ```sh block');
  return block[1]
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.length > 0);
}
