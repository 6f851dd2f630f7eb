import path from 'node:path';

/**
 * The content files (under `siteDir`'s content/ or i18n/) that an `imdocs build` output names in its errors
 * (`error <file>:<line>:<col> - <message>`, the path relative to `cwd` or absolute), each with its first message.
 */
export function failingFiles(output: string, siteDir: string, cwd: string): { file: string; error: string }[] {
  const out = new Map<string, string>();
  const under = ['content', 'i18n'].map((d) => path.join(siteDir, d) + path.sep);
  for (const line of output.split('\n')) {
    // eslint-disable-next-line no-control-regex
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
    const m = /^error\s+(\S+?):\d+(?::\d+)?\s+-\s+(.*)$/i.exec(plain);
    if (!m) continue;
    const file = path.resolve(cwd, m[1]);
    if (under.some((u) => file.startsWith(u)) && !out.has(file)) out.set(file, m[2]);
  }
  return [...out].map(([file, error]) => ({ file, error }));
}
