import type { Doc } from '../../src/generator/types.ts';

/** A doc of a section (`s` unless named) as the sidebar code sees it: its id, file, title and `sidebar_position`, nothing else read. */
export function sidebarDoc(id: string, relPath: string, title: string, position?: number, section = 's'): Doc {
  return {
    id,
    section,
    version: 'current',
    locale: 'en',
    relPath,
    file: relPath,
    sourceFile: relPath,
    baseRoute: `/${section}/${id}`,
    route: `/${section}/${id}`,
    frontmatter: position === undefined ? {} : { sidebar_position: position },
    body: '',
    bodyLine: 1,
    title,
    translated: true,
    draft: false,
    hash: '',
  };
}
