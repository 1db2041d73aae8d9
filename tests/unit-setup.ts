// Screen tests wait for what a screen shows with findBy…/waitFor. Testing Library gives up
// after 1 s by default, which a loaded 2-core machine running every suite at once exceeds
// now and then; the waits still end as soon as the screen shows what is expected.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

// Browsers have window.print (the tickets and receipts print with it); happy-dom has none, so
// the tests that spy on it find one that does nothing.
window.print ??= () => {};
