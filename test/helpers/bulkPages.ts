/** Pages for dev tests whose background render must take seconds: their names, and a body with enough to render. */

export const bulkName = (i: number): string => `page-${String(i).padStart(3, '0')}`;

/** A page with enough to render (code, a table, a few sections) that one worker takes seconds for a hundred. */
export function bulkPage(i: number): string {
  const sections = Array.from(
    { length: 4 },
    (_, s) =>
      `## Part ${s}\n\nText of part ${s} of page ${i}.\n\n\`\`\`ts\nexport function part${s}(value: number): string {\n  return \`\${value}-${i}\`;\n}\n\`\`\`\n\n| a | b |\n| - | - |\n| ${s} | ${i} |\n`,
  );
  return `---\ntitle: Bulk page ${i}\n---\n\n${sections.join('\n')}`;
}
