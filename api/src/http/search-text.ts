// Text folding for search: the app stores folded copies of titles and descriptions and folds
// the query the same way, so matching is case- and accent-insensitive in every language
// (French accents, Arabic short vowels and hamza forms) on PGlite and PostgreSQL alike.

/** Letters that Unicode decomposition does not split into base + mark. */
const LIGATURES: Record<string, string> = {
  'œ': 'oe', 'æ': 'ae', 'ß': 'ss', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ı': 'i',
  // Arabic: alef maqsura and teh marbuta are commonly typed as yeh and heh.
  'ى': 'ي', 'ة': 'ه',
};
const LIGATURE_PATTERN = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');
const TATWEEL = /\u0640/g;
/** The Arabic definite article "ال" glued to a word: "الشوكولاتة" is found by "شوكولاتة". */
const ARABIC_ARTICLE = /(^|[^\p{L}\p{N}])ال(?=\p{Script=Arabic}{2,})/gu;

export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter])
    .replace(TATWEEL, '')
    .replace(ARABIC_ARTICLE, '$1');
}

const MAX_WORDS = 10;

/** The folded words of a query, as the text-search parser would split them. */
export function searchWords(search: string): string[] {
  return foldForSearch(search).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
}

/**
 * A `to_tsquery` text matching every word as a prefix ("marg" finds "margherita");
 * with `weight` only lexemes of that weight match (A = title). Words hold only letters and
 * digits, so the text needs no escaping.
 */
export function prefixQuery(words: string[], weight = ''): string {
  return words.map((word) => `${word}:*${weight}`).join(' & ');
}
