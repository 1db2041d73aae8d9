import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorSetting } from './TwoFactorSetting';
import { resetProfileScreen, signInLaura } from './testing/profile-fixture';

const mfa = vi.hoisted(() => ({
  verifiedTotpFactor: vi.fn(),
  startTotpEnrolment: vi.fn(),
  verifyTotpCode: vi.fn(),
  createRecoveryCodes: vi.fn(),
  disableTotp: vi.fn(),
}));
vi.mock('../../api/mfa', () => mfa);

const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String(index).padStart(2, '2')}`);

beforeEach(() => {
  Object.values(mfa).forEach((mock) => mock.mockReset());
});
afterEach(resetProfileScreen);

describe('TwoFactorSetting', () => {
  it("shows 'Activada' from the server's verified factor, not from the stored session", async () => {
    signInLaura({ factors: [] });
    mfa.verifiedTotpFactor.mockResolvedValue({ ok: true, value: { id: 'f1' } });
    render(<TwoFactorSetting email="laura@eventoshuila.co" online />);
    expect(await screen.findByText('Activada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeTruthy();
  });

  it("shows 'Desactivada' when the server lists no verified factor, even if the stored session still had one", async () => {
    signInLaura({ factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' } as never] });
    mfa.verifiedTotpFactor.mockResolvedValue({ ok: true, value: null });
    render(<TwoFactorSetting email="laura@eventoshuila.co" online />);
    expect(await screen.findByText('Desactivada')).toBeTruthy();
  });

  it('offline, answers from the stored session and keeps the button disabled', async () => {
    signInLaura({ factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' } as never] });
    render(<TwoFactorSetting email="laura@eventoshuila.co" online={false} />);
    expect(await screen.findByText('Activada')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Desactivar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(mfa.verifiedTotpFactor).not.toHaveBeenCalled();
  });

  it('enrols: QR and secret, a wrong code says so, the right one shows the recovery codes once', async () => {
    signInLaura();
    mfa.verifiedTotpFactor.mockResolvedValueOnce({ ok: true, value: null }).mockResolvedValue({ ok: true, value: { id: 'f9' } });
    mfa.startTotpEnrolment.mockResolvedValue({
      ok: true,
      value: { factorId: 'f9', qrImage: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    });
    mfa.verifyTotpCode
      .mockResolvedValueOnce({ ok: false, message: 'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e intenta nuevamente.' })
      .mockResolvedValueOnce({ ok: true, value: undefined });
    mfa.createRecoveryCodes.mockResolvedValue({ ok: true, value: CODES });
    render(<TwoFactorSetting email="laura@eventoshuila.co" online />);

    fireEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activar verificación en dos pasos' });
    const qr = (await within(dialog).findByAltText('Código QR para tu aplicación de autenticación')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    const code = within(dialog).getByLabelText('Código de verificación') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '12a34 5678' } });
    expect(code.value).toBe('123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Código incorrecto'));
    expect(mfa.verifyTotpCode).toHaveBeenLastCalledWith('f9', '123456');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    const done = await screen.findByRole('dialog', { name: 'Verificación en dos pasos activada' });
    const listed = within(done).getByRole('list', { name: 'Códigos de recuperación' });
    expect(within(listed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(within(done).getByRole('button', { name: 'Descargar' })).toBeTruthy();

    fireEvent.click(within(done).getByRole('button', { name: 'Listo, ya los guardé' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Activada')).toBeTruthy();
  });

  it('turning it off asks for a code and refuses a wrong one', async () => {
    signInLaura();
    mfa.verifiedTotpFactor.mockResolvedValueOnce({ ok: true, value: { id: 'f1' } }).mockResolvedValue({ ok: true, value: null });
    mfa.disableTotp
      .mockResolvedValueOnce({ ok: false, message: 'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e intenta nuevamente.' })
      .mockResolvedValueOnce({ ok: true, value: undefined });
    render(<TwoFactorSetting email="laura@eventoshuila.co" online />);

    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Desactivar verificación en dos pasos' });
    fireEvent.change(within(dialog).getByLabelText('Código de verificación'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByText(/^Código incorrecto/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Código de verificación'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Desactivada')).toBeTruthy();
    expect(mfa.disableTotp).toHaveBeenLastCalledWith('f1', '654321');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
