// The organizer created by supabase/seed.sql.
export const DEMO_ACCOUNT = {
  email: 'demo@taquilla.co',
  password: 'Bambuco2025!',
  fullName: 'Laura Gómez',
  organization: 'Eventos del Huila',
} as const;

export const DEMO_FESTIVAL = {
  slug: 'festival-bambuco-2025',
  name: 'Festival Folclórico del Bambuco 2025',
} as const;
