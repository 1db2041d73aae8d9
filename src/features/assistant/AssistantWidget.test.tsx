import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Session, User } from '@supabase/supabase-js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../ui/toast/toast-store';
import { useAuthStore } from '../../session/auth-store';
import { AssistantWidget } from './AssistantWidget';
import { APOLOGY_MESSAGE } from './use-assistant-chat';

const invoke = vi.hoisted(() => vi.fn());
vi.mock('../../api/supabase-client', () => ({ supabase: { functions: { invoke } } }));
const profileState = vi.hoisted(() => ({ profile: null as null | Record<string, unknown> }));
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ status: 'ready', profile: profileState.profile, reload: () => {} }) }));

const LAURA = {
  id: 'a0000000-0000-4000-8000-000000000001', full_name: 'Laura Gómez', email: 'demo@taquilla.co', role: 'organizer',
  organization_id: 'a0000000-0000-4000-8000-000000000010', organization: { id: 'a0000000-0000-4000-8000-000000000010', name: 'Eventos del Huila' },
};

function signIn(userId: string, fullName: string | null = null) {
  const user = { id: userId, user_metadata: fullName ? { full_name: fullName } : {} } as unknown as User;
  useAuthStore.setState({ loading: false, user, session: { user } as Session });
}

function renderWidget(path: string, props: Parameters<typeof AssistantWidget>[0] = {}) {
  const paths = ['/', '/dashboard', '/venues', '/events', '/event/:slug'];
  const router = createMemoryRouter(
    paths.map((routePath) => ({ path: routePath, element: <AssistantWidget withToaster {...props} /> })),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// The dialog's code loads on the first opening (AssistantWidget.tsx): wait for it.
async function openAssistant() {
  fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente' }));
  await screen.findByRole('dialog', { name: 'Asistente IA' });
}
const dialog = () => screen.getByRole('dialog', { name: 'Asistente IA' });
const assistantMessages = () => [...dialog().querySelectorAll('[data-author="assistant"]')].map((node) => node.textContent!.replace(/^Asistente: /, ''));
const userMessages = () => [...dialog().querySelectorAll('[data-author="user"]')].map((node) => node.textContent!.replace(/^Tú: /, ''));
const messageBox = () => screen.getByRole('textbox', { name: 'Escribe tu mensaje' });
const type = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });
const pressEnter = (options: { shiftKey?: boolean } = {}) => fireEvent.keyDown(messageBox(), { key: 'Enter', ...options });

beforeEach(() => {
  invoke.mockReset();
  profileState.profile = null;
  useAuthStore.setState({ loading: false, session: null, user: null });
});
afterEach(() => {
  cleanup();
  dismissToast();
});

describe('the welcome, once per opening', async () => {
  it('greets a visitor on the landing page', async () => {
    renderWidget('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    await openAssistant();
    expect(assistantMessages()).toEqual([
      '¡Hola! Soy el asistente de Taquilla. Te ayudo a reservar tus asientos y a conocer precios, formas de pago y fechas del festival.',
    ]);
  });

  it('greets a visitor on an event page with the event', async () => {
    renderWidget('/event/festival-bambuco-2025', { eventName: 'Festival Folclórico del Bambuco 2025' });
    await openAssistant();
    expect(assistantMessages()).toEqual([expect.stringMatching(/^¡Hola! ¿Vas a Festival Folclórico del Bambuco 2025\?/)]);
  });

  it('greets a customer without an organization on an organizer page', async () => {
    signIn('cliente-1', 'Ana Perdomo');
    renderWidget('/events');
    await openAssistant();
    expect(assistantMessages()).toEqual([expect.stringMatching(/^¡Hola, Ana! Mis Eventos es para organizadores y tu cuenta todavía no tiene una organización/)]);
  });

  it('greets the organizer for the page she opens it on, once each time', async () => {
    signIn(LAURA.id);
    profileState.profile = LAURA;
    const router = renderWidget('/dashboard');
    await openAssistant();
    expect(assistantMessages()).toEqual([expect.stringMatching(/^¡Hola, Laura! Estás en tu Dashboard\./)]);

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar asistente' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/venues'));
    await openAssistant();
    expect(assistantMessages()).toEqual([expect.stringMatching(/^¡Hola, Laura! Estás en Mis Graderías\./)]);

    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await act(() => router.navigate('/events'));
    await openAssistant();
    expect(assistantMessages()).toEqual([expect.stringMatching(/^¡Hola, Laura! Estás en Mis Eventos\./)]);
  });
});

describe('sending', async () => {
  it('sends on Enter with the spec’s context, shows the typing indicator, then the answer', async () => {
    signIn(LAURA.id);
    profileState.profile = LAURA;
    let answer!: (value: unknown) => void;
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWidget('/dashboard');
    await openAssistant();

    type('  ¿Cuántos asientos quedan?  ');
    pressEnter();
    // supabase-js loads with the first question (assistant-api.ts): the call follows at once.
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('ai-assistant', {
        body: {
          message: '¿Cuántos asientos quedan?',
          context: {
            user_id: LAURA.id, page: 'dashboard', organization_id: LAURA.organization_id, organization_name: 'Eventos del Huila',
            role: 'organizer', user_name: 'Laura Gómez', is_authenticated: true, event_name: null, user_role: 'organizer',
          },
        },
      }),
    );
    expect(userMessages()).toEqual(['¿Cuántos asientos quedan?']);
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    expect(within(dialog()).getByRole('status', { name: 'El asistente está escribiendo' })).toBeTruthy();

    await act(async () => answer({ data: { response: 'Para «Festival» quedan 340 asientos disponibles de 344.' }, error: null }));
    expect(assistantMessages()).toHaveLength(2);
    expect(assistantMessages()[1]).toBe('Para «Festival» quedan 340 asientos disponibles de 344.');
    expect(within(dialog()).queryByRole('status')).toBeNull();
  });

  it('sends a visitor’s question as a visitor', async () => {
    invoke.mockResolvedValue({ data: { response: 'Hola' }, error: null });
    renderWidget('/');
    await openAssistant();
    type('Hola');
    pressEnter();
    await waitFor(() => expect(invoke).toHaveBeenCalledOnce());
    expect(invoke.mock.calls[0][1].body.context).toMatchObject({ user_id: null, page: 'landing', is_authenticated: false, role: null, user_role: 'visitor' });
  });

  it('does not send on Shift+Enter, which starts a new line instead', async () => {
    renderWidget('/');
    await openAssistant();
    type('Primera línea');
    const notPrevented = pressEnter({ shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(invoke).not.toHaveBeenCalled();
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Primera línea');
  });

  it.each(['', '   ', '\n \n'])('does not send an empty or whitespace-only message (%j)', async (text) => {
    renderWidget('/');
    await openAssistant();
    type(text);
    pressEnter();
    fireEvent.submit(messageBox().closest('form')!);
    expect(invoke).not.toHaveBeenCalled();
    expect(userMessages()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Enviar mensaje' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends with the button too', async () => {
    invoke.mockResolvedValue({ data: { response: '¡Con gusto!' }, error: null });
    renderWidget('/');
    await openAssistant();
    type('Gracias');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(assistantMessages()).toHaveLength(2));
  });

  it('turns the app pages an answer names into links, but not paths with placeholders', async () => {
    invoke.mockResolvedValue({ data: { response: 'Ve a Mis Graderías (/venues/crear) o a Precios (/venues/{id}/precios).' }, error: null });
    renderWidget('/');
    await openAssistant();
    type('¿Cómo creo una gradería?');
    pressEnter();
    const link = await within(dialog()).findByRole('link', { name: '/venues/crear' });
    expect(link.getAttribute('href')).toBe('/venues/crear');
    expect(within(dialog()).queryByRole('link', { name: /precios/ })).toBeNull();
    expect(assistantMessages()[1]).toBe('Ve a Mis Graderías (/venues/crear) o a Precios (/venues/{id}/precios).');
  });

  it('shows the error toast and apologizes in the chat when the call fails', async () => {
    invoke.mockResolvedValue({ data: null, error: new Error('FunctionsFetchError') });
    renderWidget('/');
    await openAssistant();
    type('¿Cuándo es el festival?');
    pressEnter();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Error al enviar mensaje. Intenta de nuevo.'));
    expect(assistantMessages()[1]).toBe(APOLOGY_MESSAGE);
    await waitFor(() => expect(within(dialog()).queryByRole('status')).toBeNull());
  });
});
