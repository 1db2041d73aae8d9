// The pages a visitor books on, in one chunk of their own apart from the organizer app.
// One chunk for both: the checkout page is already loaded when a card booking navigates to
// it, so a deploy in between cannot leave the visitor asking for a file that is gone.
export { PublicEventRoute as PublicEventPage } from './pages/PublicEventRoute';
export { SandboxPaymentPage } from '../features/booking/sandbox/SandboxPaymentPage';
