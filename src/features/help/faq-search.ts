// The help centre's FAQ search: organizers type the way they speak, often without accents
// ('graderia', 'cancelacion'), so matching ignores case and accents, and every word typed
// must appear somewhere in the question or its answer.
import { faqEntryText, type FaqEntry } from '../../domain/help-content';

/** Lower case without diacritics: 'Gradería' and 'graderia' compare equal. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = foldForSearch(faqEntryText(entry));
    return words.every((word) => text.includes(word));
  });
}
