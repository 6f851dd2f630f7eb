import fs from 'node:fs';
import path from 'node:path';

/** The extensions an extensionless import tries, in webpack's order in a Docusaurus site (then `index.*`). */
export const RESOLVE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json', '.mdx', '.md', '.css'];

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file an import of `target` (absolute, maybe extensionless or a folder) loads, as webpack finds it. */
export function resolveModuleFile(target: string): string | undefined {
  if (isFile(target)) return target;
  for (const ext of RESOLVE_EXTENSIONS) if (isFile(target + ext)) return target + ext;
  for (const ext of RESOLVE_EXTENSIONS) if (isFile(path.join(target, `index${ext}`))) return path.join(target, `index${ext}`);
  return undefined;
}
