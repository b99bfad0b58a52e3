const REGEX_SPECIALS = /[.*+?^${}()|[\]\\/]/g;

export function escapeRegExp(text: string): string {
  return text.replace(REGEX_SPECIALS, '\\$&');
}

/** Regex source for a whole-string glob where `*` matches any run of characters (also none). */
export function globToRegExpSource(glob: string): string {
  return `^${glob.split('*').map(escapeRegExp).join('.*')}$`;
}
