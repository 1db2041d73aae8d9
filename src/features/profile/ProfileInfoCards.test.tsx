import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { BusinessInfoCard } from './BusinessInfoCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { currentToast, EMAIL, LAURA, resetProfileScreen, signInLaura } from './testing/profile-fixture';

const api = vi.hoisted(() => ({ updateMyProfile: vi.fn() }));
vi.mock('../../api/profile', () => api);

beforeEach(() => {
  api.updateMyProfile.mockReset();
  api.updateMyProfile.mockImplementation(async (changes) => ({ ...LAURA, ...changes }));
  signInLaura();
});
afterEach(resetProfileScreen);

const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('PersonalInfoCard', () => {
  const renderCard = (online = true) => render(<PersonalInfoCard profile={LAURA} email={EMAIL} online={online} />);

  it('shows the stored values, with a placeholder for an empty one, until Editar', () => {
    renderCard();
    expect(screen.getByText('Laura Gómez Perdomo')).toBeTruthy();
    expect(screen.getByText('Sin registrar')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(button('Editar'));
    expect(field('Nombre completo').value).toBe('Laura Gómez Perdomo');
    expect(field('Cédula').value).toBe('1075234567');
    expect(field('Teléfono').value).toBe('3001234567');
  });

  it('Cancelar throws the edits away and shows the stored values again', () => {
    renderCard();
    fireEvent.click(button('Editar'));
    type('Nombre completo', 'Otra Persona');
    fireEvent.click(button('Cancelar'));
    expect(screen.getByText('Laura Gómez Perdomo')).toBeTruthy();
    fireEvent.click(button('Editar'));
    expect(field('Nombre completo').value).toBe('Laura Gómez Perdomo');
    expect(api.updateMyProfile).not.toHaveBeenCalled();
  });

  it('saves the trimmed personal fields, says Guardando... meanwhile, and returns to view', async () => {
    let finish: (value: unknown) => void = () => {};
    api.updateMyProfile.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderCard();
    fireEvent.click(button('Editar'));
    type('Nombre completo', '  Laura Perdomo ');
    type('Dirección', ' Calle 5 # 10-20 ');
    type('Teléfono', '');
    fireEvent.click(button('Guardar Cambios'));
    expect((button('Guardando...') as HTMLButtonElement).disabled).toBe(true);
    expect(api.updateMyProfile).toHaveBeenCalledWith({
      full_name: 'Laura Perdomo',
      document_number: '1075234567',
      phone: '',
      address: 'Calle 5 # 10-20',
    });
    finish({ ...LAURA, full_name: 'Laura Perdomo' });
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(currentToast()).toMatchObject({ title: '✅ Cambios guardados con éxito', variant: 'success' });
  });

  it.each([
    ['Nombre completo', '   ', 'El nombre completo es requerido'],
    ['Cédula', '12345', 'La cédula debe tener al menos 6 caracteres'],
  ])('refuses %s = %j with a visible message instead of saving', (label, value, message) => {
    renderCard();
    fireEvent.click(button('Editar'));
    type(label, value);
    fireEvent.click(button('Guardar Cambios'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(api.updateMyProfile).not.toHaveBeenCalled();
    type(label, 'Valor válido 123');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('keeps the edits and says so when the save fails', async () => {
    api.updateMyProfile.mockRejectedValue(new ApiError('No hay conexión con el servidor.', 'network_error'));
    renderCard();
    fireEvent.click(button('Editar'));
    type('Nombre completo', 'Laura Perdomo');
    fireEvent.click(button('Guardar Cambios'));
    expect(await screen.findByRole('button', { name: 'Guardar Cambios' })).toBeTruthy();
    expect(field('Nombre completo').value).toBe('Laura Perdomo');
    expect(currentToast()).toMatchObject({
      title: '❌ No se pudieron guardar los cambios',
      description: 'No hay conexión con el servidor.',
      variant: 'error',
    });
  });

  it('cannot save while offline', () => {
    const { rerender } = renderCard();
    fireEvent.click(button('Editar'));
    rerender(<PersonalInfoCard profile={LAURA} email={EMAIL} online={false} />);
    expect((button('Guardar Cambios') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Necesitas conexión a internet para editar tu perfil')).toBeTruthy();
  });
});

describe('BusinessInfoCard', () => {
  it('shows a too-long company name under its field and saves nothing', () => {
    render(<BusinessInfoCard profile={LAURA} online />);
    fireEvent.click(button('Editar'));
    type('Nombre de la empresa', 'x'.repeat(161));
    fireEvent.click(button('Guardar Cambios'));
    const input = field('Nombre de la empresa');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('El campo Nombre de la empresa es demasiado largo');
    expect(api.updateMyProfile).not.toHaveBeenCalled();
  });

  it('edits company name, RNT and a multi-line description and saves only those', async () => {
    render(<BusinessInfoCard profile={LAURA} online />);
    expect(screen.getByText('45678')).toBeTruthy();
    fireEvent.click(button('Editar'));
    const description = field('Descripción del negocio');
    expect(description.tagName).toBe('TEXTAREA');
    type('Descripción del negocio', 'Palcos\nGraderías\nZonas de confort');
    type('RNT (Registro Nacional de Turismo)', '');
    fireEvent.click(button('Guardar Cambios'));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(api.updateMyProfile).toHaveBeenCalledWith({
      company_name: 'Eventos del Huila SAS',
      rnt: '',
      business_description: 'Palcos\nGraderías\nZonas de confort',
    });
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
