import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';

afterEach(cleanup);

/** A page with a button that opens the dialog, like every screen of the app. */
function Screen({ onClose = () => {}, description }: { onClose?: () => void; description?: string }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <div>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <Dialog
          title="Cancelar reserva"
          description={description}
          onClose={close}
          footer={
            <>
              <Button variant="outline" onClick={close}>
                Volver
              </Button>
              <Button>Confirmar</Button>
            </>
          }
        >
          <label>
            Motivo
            <input />
          </label>
        </Dialog>
      )}
    </div>
  );
}

// Radix moves focus on mount and gives it back after unmount in timers.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function openFromButton() {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  await settle();
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('is named by its title and described by its description', async () => {
    render(<Screen description="El cliente recibe el efectivo de vuelta." />);
    await openFromButton();
    const dialog = screen.getByRole('dialog', { name: 'Cancelar reserva' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('El cliente recibe el efectivo de vuelta.');
  });

  it('points aria-describedby at nothing when it has no description', async () => {
    render(<Screen />);
    const { dialog } = await openFromButton();
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders outside the page, so no ancestor can be its containing block, and hides the page from screen readers', async () => {
    const { container } = render(<Screen />);
    const { dialog } = await openFromButton();
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Abrir' })).toBeNull();
  });

  it('moves focus into itself and keeps it there while Tab cycles', async () => {
    render(<Screen />);
    const { dialog } = await openFromButton();
    const field = screen.getByRole('textbox', { name: 'Motivo' });
    expect(document.activeElement).toBe(field);

    const close = screen.getByRole('button', { name: 'Cerrar' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);

    // Focus that escapes (a click or script on the page behind) is pulled back in.
    act(() => screen.getByRole('button', { name: 'Antes', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Screen onClose={onClose} />);
    const { opener } = await openFromButton();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back after its own buttons close it', async () => {
    render(<Screen />);
    const { opener } = await openFromButton();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await openFromButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the dialog around its opener when the opener went away with what it confirmed', async () => {
    function ListWithConfirmation() {
      const [itemThere, setItemThere] = useState(true);
      const [confirming, setConfirming] = useState(false);
      return (
        <Dialog title="Conflictos" onClose={() => {}}>
          {itemThere && (
            <Button onClick={() => setConfirming(true)}>Descartar</Button>
          )}
          {confirming && (
            <Dialog
              alert
              title="¿Descartar?"
              onClose={() => setConfirming(false)}
              footer={
                <Button
                  onClick={() => {
                    setItemThere(false);
                    setConfirming(false);
                  }}
                >
                  Sí, descartar
                </Button>
              }
            />
          )}
        </Dialog>
      );
    }
    render(<ListWithConfirmation />);
    await settle();
    const outer = screen.getByRole('dialog', { name: 'Conflictos' });
    screen.getByRole('button', { name: 'Descartar' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, descartar' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(outer);
  });

  it('is an alertdialog for a destructive confirmation', async () => {
    render(<Dialog alert title="¿Quitar a Ana del equipo?" onClose={() => {}} />);
    await settle();
    expect(screen.getByRole('alertdialog', { name: '¿Quitar a Ana del equipo?' })).toBeTruthy();
  });

  // axe 'scrollable-region-focusable': a body with nothing focusable in it must itself be
  // reachable by keyboard, or a phone-sized dialog taller than the screen cannot scroll.
  it('makes a read-only body a focusable region a keyboard can scroll, and leaves form bodies alone', async () => {
    const { unmount } = render(
      <Dialog title="Reserva #43717e" readOnlyBodyLabel="Detalles de la reserva" onClose={() => {}}>
        <p>Solo texto</p>
      </Dialog>,
    );
    await settle();
    const body = screen.getByRole('region', { name: 'Detalles de la reserva' });
    expect(body.tabIndex).toBe(0);
    expect(body.textContent).toBe('Solo texto');
    unmount();

    render(
      <Dialog title="Formulario" onClose={() => {}}>
        <input aria-label="Nombre" />
      </Dialog>,
    );
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre'));
  });
});
