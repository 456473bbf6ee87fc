/** Escapes LIKE's wildcards (and its escape character) in text matched literally: `ILIKE '%' || :q || '%'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
