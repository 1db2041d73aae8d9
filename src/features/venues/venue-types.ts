// The venue type of the creation form (spec §3: asked, not stored). It names the preview
// and recommends a price range; the stand itself is the same kind of row for every type.

export type PriceTierId = 'economic' | 'standard' | 'premium';

export interface PriceTier {
  id: PriceTierId;
  label: string;
  min: number;
  max: number;
  /** What clicking the suggestion puts in the price field: the middle of the range. */
  suggested: number;
}

/** Spec §9's ranges. */
export const PRICE_TIERS: readonly PriceTier[] = [
  { id: 'economic', label: 'Económico', min: 30_000, max: 50_000, suggested: 40_000 },
  { id: 'standard', label: 'Estándar', min: 50_000, max: 80_000, suggested: 65_000 },
  { id: 'premium', label: 'Premium', min: 80_000, max: 150_000, suggested: 115_000 },
];

export type VenueTypeId = 'graderia' | 'palco' | 'zona_confort';

export interface VenueType {
  id: VenueTypeId;
  label: string;
  description: string;
  recommendedTier: PriceTierId;
}

export const VENUE_TYPES: readonly VenueType[] = [
  { id: 'graderia', label: 'Gradería General', description: 'Filas numeradas frente a la tarima.', recommendedTier: 'economic' },
  { id: 'palco', label: 'Palco VIP', description: 'Espacio exclusivo con mejor vista.', recommendedTier: 'premium' },
  { id: 'zona_confort', label: 'Zona de Confort', description: 'Sillas amplias y acolchadas.', recommendedTier: 'standard' },
];

export function venueTypeOf(id: VenueTypeId): VenueType {
  return VENUE_TYPES.find((type) => type.id === id) ?? VENUE_TYPES[0];
}
