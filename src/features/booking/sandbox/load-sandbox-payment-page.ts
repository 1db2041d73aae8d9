// The sandbox payment page, a chunk of its own: a visitor who only looks at the seat map does
// not download it. EventBooking fetches it when the checkout opens, so that a card booking
// finds it loaded when it navigates there; the route (app/routes.tsx) loads the same chunk.
export const loadSandboxPaymentPage = () => import('./SandboxPaymentPage');
