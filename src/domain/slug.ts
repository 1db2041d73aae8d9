// The public page finds an event by its slug alone, so a slug must survive a URL untouched:
// the database accepts only lowercase letters and digits separated by single hyphens.
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** 'Festival Folclórico del Bambuco 2025' → 'festival-folclorico-del-bambuco-2025' */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
