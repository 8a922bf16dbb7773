/** `%`, `_` and `\` match literally in a search: they are escaped for ILIKE. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
