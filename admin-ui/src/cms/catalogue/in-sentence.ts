/**
 * A label as it reads inside a sentence: its words lower-cased, but not the acronyms in it
 * ('Lite CMPs' -> 'lite CMPs', 'Certification responsibilities' -> 'certification responsibilities').
 */
export const inSentence = (label: string): string =>
  label
    .split(' ')
    .map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
