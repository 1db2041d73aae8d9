// Keyword matching for Spanish questions typed on a phone: accents, capitals and
// punctuation are dropped first, so '¿Cuántos?' and 'cuantos' are the same word.

export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A test for any of the word starts, on plain text. Matching at a word start means 'hora'
 * does not match 'ahora' while 'reserv' matches 'reservar'. Starts may hold spaces
 * ('sin conexion').
 */
export function mentions(...starts: string[]): (text: string) => boolean {
  const pattern = new RegExp(`(^|\\s)(${starts.join('|')})`);
  return (text) => pattern.test(text);
}

const STOPWORDS = new Set(
  ('como para porque cual cuales cuando donde quien esta este estos estas esto puedo puede hago hacer hay tengo tiene ' +
    'quiero necesito sobre desde hasta entre tambien pero solo cada otra otro otros otras todo todos toda todas ' +
    'mis tus sus una unos unas los las del que con por sin mas muy ser fue son estan algo alguna alguno favor hola ' +
    'gracias buenas buenos dias tardes noches ayuda ayudame saber decir dime')
    .split(' '),
);

/** The words of plain text that carry meaning: four letters or more and not a filler word. */
export function significantWords(text: string): string[] {
  return [...new Set(text.split(' ').filter((word) => word.length >= 4 && !STOPWORDS.has(word)))];
}

/**
 * A crude Spanish stem: the first five letters. 'graderías' and 'gradería', 'reservas' and
 * 'reservar' meet; the keyword rules cover what this misses.
 */
export function stemOf(word: string): string {
  return word.slice(0, 5);
}
