import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { HelpPage } from './HelpPage';

const submitSupportMessage = vi.hoisted(() => vi.fn());
vi.mock('../../api/support', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/support')>()),
  submitSupportMessage,
}));
const profile = { full_name: 'Ana Perdomo', email: 'ana@fiestas.co' };
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ status: 'ready', profile, reload: () => {} }) }));

function renderHelp() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/help', element: <HelpPage /> }], { initialEntries: ['/help'] })} />);
}

// Every question starts with '¿'; the other buttons of the section do not.
const questionButtons = () => within(screen.getByRole('region', { name: 'Preguntas frecuentes' })).getAllByRole('button', { name: /^¿/ });
const question = (name: RegExp) => screen.getByRole('button', { name });
const search = (text: string) => fireEvent.change(screen.getByLabelText('Buscar en las preguntas frecuentes'), { target: { value: text } });
const contactForm = () => screen.getByRole('form', { name: 'Formulario de contacto' });

beforeEach(() => submitSupportMessage.mockReset());
afterEach(() => {
  cleanup();
  dismissToast();
});

describe('HelpPage', () => {
  it('shows the three contact cards with working phone and email links', () => {
    renderHelp();
    const contact = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contact).getByRole('link', { name: '+57 300 123 4567' }).getAttribute('href')).toBe('tel:+573001234567');
    expect(within(contact).getByRole('link', { name: 'soporte@taquilla.co' }).getAttribute('href')).toBe('mailto:soporte@taquilla.co');
    expect(within(contact).getByText('Atención 24/7 durante el festival')).toBeTruthy();
  });

  it('opens one answer at a time and closes it when clicked again', () => {
    renderHelp();
    expect(questionButtons()).toHaveLength(11);
    fireEvent.click(question(/registro una gradería/));
    expect(question(/registro una gradería/).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /registro una gradería/ }).textContent).toContain('/venues/crear');

    fireEvent.click(question(/funcionan los pagos/));
    expect(question(/funcionan los pagos/).getAttribute('aria-expanded')).toBe('true');
    expect(question(/registro una gradería/).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(question(/funcionan los pagos/));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('filters the questions by their words, ignoring accents, and says when nothing matches', () => {
    renderHelp();
    search('cancelacion reserva');
    expect(screen.getByRole('button', { name: /cancelo una reserva/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /funcionan los pagos/ })).toBeNull();
    expect(screen.getByText('1 pregunta encontrada')).toBeTruthy();

    search('karaoke');
    expect(screen.getByText('No encontramos preguntas para «karaoke».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(questionButtons()).toHaveLength(11);
  });

  it('starts the contact form with the profile’s name and email, and offers the six subjects', () => {
    renderHelp();
    expect((within(contactForm()).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana Perdomo');
    expect((within(contactForm()).getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@fiestas.co');
    const options = within(within(contactForm()).getByLabelText('Asunto')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Selecciona un asunto', 'Soporte técnico', 'Facturación', 'Reservas', 'Graderías', 'Consulta general', 'Nueva funcionalidad']);
  });

  it('shows every problem in Spanish and sends nothing until the form is right', () => {
    renderHelp();
    fireEvent.change(within(contactForm()).getByLabelText('Correo electrónico'), { target: { value: 'ana@fiestas' } });
    fireEvent.change(within(contactForm()).getByLabelText('Mensaje'), { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Correo electrónico inválido')).toBeTruthy();
    expect(screen.getByText('Selecciona un asunto', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres')).toBeTruthy();
    expect(submitSupportMessage).not.toHaveBeenCalled();
  });

  it('sends the message, confirms it and clears subject and message', async () => {
    submitSupportMessage.mockResolvedValue({ id: 'm1' });
    renderHelp();
    fireEvent.change(within(contactForm()).getByLabelText('Asunto'), { target: { value: 'reservations' } });
    fireEvent.change(within(contactForm()).getByLabelText('Mensaje'), { target: { value: '  No puedo cancelar la reserva #A1B2.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText('¡Mensaje enviado!')).toBeTruthy();
    expect(submitSupportMessage).toHaveBeenCalledWith({
      name: 'Ana Perdomo', email: 'ana@fiestas.co', subject: 'reservations', message: 'No puedo cancelar la reserva #A1B2.',
    });
    expect(toastStore.getState().current).toMatchObject({ title: 'Mensaje enviado', variant: 'success' });
    expect((within(contactForm()).getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('');
    expect((within(contactForm()).getByLabelText('Asunto') as HTMLSelectElement).value).toBe('');
  });

  it('puts a refused field’s message under that field, and any other failure in an alert', async () => {
    submitSupportMessage.mockRejectedValueOnce(new ApiError('Correo electrónico inválido', 'invalid_email'));
    submitSupportMessage.mockRejectedValueOnce(new ApiError('No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.', 'network_error'));
    renderHelp();
    fireEvent.change(within(contactForm()).getByLabelText('Asunto'), { target: { value: 'general' } });
    fireEvent.change(within(contactForm()).getByLabelText('Mensaje'), { target: { value: '¿Puedo exportar las ventas?' } });

    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(within(contactForm()).getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Correo electrónico inválido')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión con el servidor');
    expect(toastStore.getState().current).toBeNull();
  });

  it('links the resource buttons to real pages', () => {
    renderHelp();
    const resources = screen.getByRole('region', { name: 'Recursos' });
    const hrefs = within(resources).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      [expect.stringContaining('Guía de inicio rápido'), '/help/guia-rapida'],
      [expect.stringContaining('Video tutoriales'), '/help/recursos/videos'],
      [expect.stringContaining('Documentación API'), '/help/recursos/api'],
    ]);
  });
});
