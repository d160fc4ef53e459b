/**
 * The ```ts blocks of the READMEs, as the README tests read them: the root README and
 * packages/*\/README.md, each block with its README, line and `no-run` mark.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** One ```ts block of a README. */
export interface Block {
  readme: string;
  /** Line of the opening fence. */
  line: number;
  code: string;
  run: boolean;
  /** 'root' or the package's folder name. */
  owner: string;
}

/** The ```ts (or ```typescript) blocks of a README, with `no-run` read from the fence's info string. */
export function tsBlocks(readme: string, text: string, owner: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const fence = /^```(ts|typescript)(?:\s+(.*))?$/.exec(lines[i]!.trimEnd());
    if (!fence) continue;
    const start = i;
    const body: string[] = [];
    for (i += 1; i < lines.length && !/^```\s*$/.test(lines[i]!); i += 1) body.push(lines[i]!);
    blocks.push({ readme, line: start + 1, code: `${body.join('\n')}\n`, run: !(fence[2] ?? '').split(/\s+/).includes('no-run'), owner });
  }
  return blocks;
}

/** The READMEs whose blocks are examples: the root's (owner `root`) and each package's (owner: its folder). */
export const README_FILES: ReadonlyArray<{ file: string; owner: string }> = [
  { file: 'README.md', owner: 'root' },
  ...readdirSync(join(ROOT, 'packages'))
    .filter((name) => existsSync(join(ROOT, 'packages', name, 'README.md')))
    .sort()
    .map((name) => ({ file: `packages/${name}/README.md`, owner: name })),
];

/** Every ```ts block of every README of {@link README_FILES}. */
export function readmeBlocks(): Block[] {
  return README_FILES.flatMap(({ file, owner }) => tsBlocks(file, readFileSync(join(ROOT, file), 'utf8'), owner));
}
