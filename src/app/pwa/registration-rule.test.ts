import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { registerOutsideBookingPages, shouldRegisterServiceWorker } from './registration-rule';

describe('shouldRegisterServiceWorker', () => {
  it.each(['/event/festival-bambuco-2025', '/event/otro?source=instagram', '/pago/sandbox/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'])(
    'leaves it out on the booking page %s',
    (pathname) => expect(shouldRegisterServiceWorker(pathname)).toBe(false),
  );

  it.each(['/', '/login', '/register', '/dashboard', '/events', '/events/crear', '/venues/x/ver', '/reservations', '/no-existe', '/eventos'])(
    'registers it on %s',
    (pathname) => expect(shouldRegisterServiceWorker(pathname)).toBe(true),
  );
});

function routerAt(path: string) {
  const page = { element: null };
  return createMemoryRouter(
    [
      { path: '/', ...page },
      { path: '/dashboard', ...page },
      { path: '/event/:slug', ...page },
      { path: '/pago/sandbox/:paymentId', ...page },
    ],
    { initialEntries: [path] },
  );
}

describe('registerOutsideBookingPages', () => {
  it('registers at once when the first page is the organizer app', () => {
    const register = vi.fn();
    registerOutsideBookingPages(routerAt('/dashboard'), register);
    expect(register).toHaveBeenCalledOnce();
  });

  it('waits while the visitor books, and registers once when the app shows another page', async () => {
    const register = vi.fn();
    const router = routerAt('/event/festival-bambuco-2025');
    registerOutsideBookingPages(router, register);

    await router.navigate('/pago/sandbox/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
    await router.navigate('/event/festival-bambuco-2025');
    expect(register).not.toHaveBeenCalled();

    await router.navigate('/');
    await router.navigate('/dashboard');
    expect(register).toHaveBeenCalledOnce();
  });
});
