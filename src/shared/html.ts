/** Text for a double-quoted HTML attribute value (`&`, `"` and `<` escaped). */
export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
