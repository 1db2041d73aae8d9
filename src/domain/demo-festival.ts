// The seeded demo festival; the landing page and the dashboard banner both point to it.
export const DEMO_FESTIVAL_SLUG = 'festival-bambuco-2025';
export const DEMO_FESTIVAL_PATH = `/event/${DEMO_FESTIVAL_SLUG}`;
