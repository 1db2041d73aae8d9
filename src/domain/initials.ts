/** Avatar initials: the first letter of up to the first two words of the name, or 'U'. */
export function initialsOf(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  return words
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase('es-CO'))
    .join('');
}
