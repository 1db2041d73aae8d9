import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { forgetMyProfile } from '../../session/my-profile-store';
import { useAuthStore } from '../../session/auth-store';
import { RegisterPage } from './RegisterPage';

const auth = vi.hoisted(() => ({ signUp: vi.fn(), signInWithPassword: vi.fn(), signOut: vi.fn() }));
const rpc = vi.hoisted(() => vi.fn());
vi.mock('../../api/supabase-client', () => ({ supabase: { auth, rpc } }));

const PROFILE = { id: 'u1', role: 'organizer', full_name: 'Ana Rojas', organization: { id: 'o1', name: 'Eventos Rojas' } };
const session = { access_token: 't', user: { id: 'u1', email: 'ana@eventos.co' } };

/** Answers each RPC by name; get_my_profile answers null until the account has registered. */
function serverWith(answers: Record<string, { data?: unknown; error?: unknown; status?: number }>) {
  let registered = false;
  rpc.mockImplementation(async (fn: string) => {
    if (fn === 'get_my_profile') return { data: registered ? PROFILE : null, error: null, status: 200 };
    const answer = answers[fn] ?? { data: null };
    if (!answer.error) registered = true;
    return { data: answer.data ?? null, error: answer.error ?? null, status: answer.status ?? (answer.error ? 400 : 200) };
  });
}

function signsUpFine() {
  auth.signUp.mockImplementation(async () => {
    useAuthStore.setState({ loading: false, session: session as never, user: session.user as never });
    return { data: { session, user: session.user }, error: null };
  });
}

function renderRegister(path = '/register') {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/dashboard', element: <h1>Panel</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Crear cuenta/ }));
const errorOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

function fillOrganizerForm() {
  type('Nombre completo', 'Ana Rojas');
  type('Teléfono', '300 123 4567');
  type('Correo electrónico', 'Ana@Eventos.co');
  type('Contraseña', 'ClaveSegura1');
  type('Nombre de la empresa', 'Eventos Rojas');
  type('NIT o cédula', '900123456');
  type('Descripción del negocio', 'Palcos en Neiva');
  fireEvent.click(screen.getByLabelText(/Acepto los términos/));
}

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ loading: false, session: null, user: null });
  forgetMyProfile();
  auth.signOut.mockResolvedValue({ error: null });
});
afterEach(() => {
  cleanup();
  dismissToast();
  localStorage.clear();
});

describe('RegisterPage as a new organizer', () => {
  it('asks the spec’s fields, with the terms required and the updates optional', () => {
    renderRegister();
    for (const label of ['Nombre completo', 'Teléfono', 'Correo electrónico', 'Contraseña', 'Nombre de la empresa', 'Tipo de documento', 'NIT o cédula', 'Descripción del negocio']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('Contraseña').getAttribute('placeholder')).toBe('Mínimo 8 caracteres');
    expect(screen.getByLabelText(/Acepto los términos/)).toBeTruthy();
    expect(screen.getByLabelText(/Quiero recibir novedades/)).toBeTruthy();
  });

  it('shows every validation error in Spanish and sends nothing', () => {
    renderRegister();
    type('Contraseña', 'corta');
    submit();
    expect(errorOf('Nombre completo')).toBe('El nombre completo es requerido');
    expect(errorOf('Teléfono')).toBe('El teléfono es requerido');
    expect(errorOf('Correo electrónico')).toBe('El correo es requerido');
    expect(errorOf('Contraseña')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(errorOf('Nombre de la empresa')).toBe('El nombre de la empresa es requerido');
    expect(errorOf('NIT o cédula')).toBe('El documento es requerido');
    expect(errorOf(/Acepto los términos/)).toBe('Debes aceptar los términos y la política de privacidad');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('shows too-long fields under themselves and sends nothing', () => {
    renderRegister();
    fillOrganizerForm();
    type('Nombre completo', 'x'.repeat(121));
    type('Nombre de la empresa', 'x'.repeat(161));
    type('NIT o cédula', '9'.repeat(31));
    submit();
    expect(errorOf('Nombre completo')).toBe('El campo Nombre completo es demasiado largo');
    expect(errorOf('Nombre de la empresa')).toBe('El campo Nombre de la empresa es demasiado largo');
    expect(errorOf('NIT o cédula')).toBe('El campo Número de documento es demasiado largo');
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('creates the account, then the organization, and opens the dashboard', async () => {
    signsUpFine();
    serverWith({ register_organizer: { data: PROFILE } });
    const router = renderRegister();
    fillOrganizerForm();
    submit();
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ana@eventos.co',
      password: 'ClaveSegura1',
      options: { data: { full_name: 'Ana Rojas', phone: '300 123 4567', wants_updates: false } },
    });
    expect(rpc).toHaveBeenCalledWith('register_organizer', {
      p_full_name: 'Ana Rojas',
      p_company_name: 'Eventos Rojas',
      p_document_type: 'NIT',
      p_document_number: '900123456',
      p_phone: '300 123 4567',
      p_business_description: 'Palcos en Neiva',
    });
    expect(toastStore.getState().current?.title).toBe('¡Bienvenido a Taquilla!');
  });

  it('refuses a taken email in Spanish under the email field', async () => {
    auth.signUp.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'User already registered', code: 'user_already_exists', status: 422 } });
    auth.signInWithPassword.mockResolvedValue({ data: { session: null }, error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 } });
    renderRegister();
    fillOrganizerForm();
    submit();
    await waitFor(() => expect(errorOf('Correo electrónico')).toBe('Ya existe una cuenta con este correo'));
    expect(rpc).not.toHaveBeenCalledWith('register_organizer', expect.anything());
  });

  it('shows the server’s weak-password refusal under the password', async () => {
    auth.signUp.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'Password should be at least 8 characters.', code: 'weak_password', status: 422 } });
    renderRegister();
    fillOrganizerForm();
    submit();
    await waitFor(() => expect(errorOf('Contraseña')).toBe('La contraseña debe tener al menos 8 caracteres'));
  });

  it('refuses a common password under the field with the server’s Spanish reason, and opens no account', async () => {
    renderRegister();
    fillOrganizerForm();
    type('Contraseña', 'contraseña1');
    expect(await screen.findByText(/^Seguridad: Débil\. Esta contraseña es fácil de adivinar/)).toBeTruthy();
    submit();
    await waitFor(() => expect(errorOf('Contraseña')).toMatch(/^Esta contraseña es fácil de adivinar\./));
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('refuses a password made of the person’s own e-mail', async () => {
    renderRegister();
    fillOrganizerForm();
    type('Correo electrónico', 'xiomara.zuluaga@eventos.co');
    type('Contraseña', 'xiomarazuluaga');
    submit();
    await waitFor(() => expect(errorOf('Contraseña')).toMatch(/^Esta contraseña es fácil de adivinar/));
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('finishes an account left without organization when the same password is given again', async () => {
    auth.signUp.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'User already registered', code: 'user_already_exists', status: 422 } });
    auth.signInWithPassword.mockImplementation(async () => {
      useAuthStore.setState({ loading: false, session: session as never, user: session.user as never });
      return { data: { session }, error: null };
    });
    serverWith({ register_organizer: { data: PROFILE } });
    renderRegister();
    fillOrganizerForm();
    submit();
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('register_organizer', expect.objectContaining({ p_company_name: 'Eventos Rojas' }));
  });

  it('keeps the form and the server’s message when the organization step fails', async () => {
    signsUpFine();
    serverWith({ register_organizer: { error: { message: 'El documento debe tener al menos 6 caracteres', details: 'document_number_too_short' } } });
    renderRegister();
    fillOrganizerForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('El documento debe tener al menos 6 caracteres');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
  });
});

describe('RegisterPage from an invitation', () => {
  const preview = { email: 'cajero@eventos.co', organization_name: 'Eventos Rojas', expires_at: '2026-12-01T00:00:00Z', expired: false };

  it('asks only personal fields, with the invited email, and joins the team', async () => {
    signsUpFine();
    serverWith({
      get_staff_invitation: { data: preview },
      accept_staff_invitation: { data: { ...PROFILE, role: 'staff' } },
    });
    renderRegister('/register?invitacion=abc123');
    expect(await screen.findByText('Eventos Rojas te invita a su equipo')).toBeTruthy();
    expect(screen.queryByLabelText('Nombre de la empresa')).toBeNull();
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('cajero@eventos.co'));
    expect(email.readOnly).toBe(true);

    type('Nombre completo', 'Julián Cajero');
    type('Teléfono', '3001112233');
    type('Contraseña', 'ClaveCajero1');
    fireEvent.click(screen.getByLabelText(/Acepto los términos/));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));

    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('accept_staff_invitation', { token: 'abc123', full_name: 'Julián Cajero', phone: '3001112233' });
    expect(rpc).not.toHaveBeenCalledWith('register_organizer', expect.anything());
  });

  it('says why an invitation cannot be used and offers the other ways in', async () => {
    serverWith({ get_staff_invitation: { error: { message: 'La invitación no existe o ya fue usada', details: 'invitation_not_found' }, status: 404 } });
    renderRegister('/register?invitacion=usada');
    expect((await screen.findByRole('alert')).textContent).toBe('La invitación no existe o ya fue usada');
    const choices = screen.getByRole('link', { name: 'Registrar mi empresa' }).parentElement!;
    expect(within(choices).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Crear cuenta' })).toBeNull();
  });
});
