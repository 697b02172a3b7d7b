import { readFileSync } from 'node:fs';

/**
 * The quick-start commands of README.md: the first ```sh block, one command per line,
 * with the trailing `# comment` removed (the README's first command runs the main job
 * against the embedded emulator, the second runs the tests).
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

/**
 * The commands of the first ```sh block after the heading `## heading` of README.md, one
 * per line, trailing `# comment` removed.
 */
export function readmeSection(readmePath: string, heading: string): string[] {
  const text = readFileSync(readmePath, 'utf8');
  const at = text.indexOf(`\n## ${heading}\n`);
  if (at < 0) throw new Error(`README.md has no section ## ${heading}`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block?.[1]) throw new Error(`README.md's section ${heading} has no \`\`\`sh block`);
  return block[1]
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.length > 0);
}
