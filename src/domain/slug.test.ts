import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug';

describe('slugFromName', () => {
  it.each([
    ['Festival Folclórico del Bambuco 2025', 'festival-folclorico-del-bambuco-2025'],
    ['  Noche   de   Gala  ', 'noche-de-gala'],
    ['Año Nuevo: ¡Concierto!', 'ano-nuevo-concierto'],
    ['Rock -- al -- Parque', 'rock-al-parque'],
    ['-Feria-', 'feria'],
    ['ÑANDÚ & Cía.', 'nandu-cia'],
    ['Über Straße', 'uber-strae'],
    ['¡¡!!', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});
