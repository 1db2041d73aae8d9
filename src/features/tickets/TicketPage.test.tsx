import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { codeOfTicketPath, ticketPath, type Ticket } from '../../api/tickets';
import { TicketPage } from './TicketPage';
import { qrPathOf } from '../../ui/TicketQr';

const getTicketByCode = vi.hoisted(() => vi.fn());
vi.mock('../../api/tickets', async (importOriginal) => ({ ...(await importOriginal<object>()), getTicketByCode }));

const CODE = 'TQ1.AWFhYWFhYWFh-_bbbbbbbb.c2lnbmF0dXJl_-zz';
const TICKET: Ticket = {
  ticket_id: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  code: CODE,
  short_code: '6F1C2-A7E3B',
  seat_label: 'P2-C-7',
  graderia_name: 'Gradería Norte',
  event_name: 'Festival Folclórico del Bambuco 2025',
  event_date: '2025-06-13',
  event_time: '18:00',
  status: 'valida',
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/entrada/:code', element: <TicketPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  getTicketByCode.mockReset();
});

/** Draws the SVG path's squares into RGBA pixels (scale px a module) for jsQR to read back. */
function rasterize(text: string, scale = 4): { data: Uint8ClampedArray; width: number } {
  const { size, path } = qrPathOf(text);
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return { data, width };
}

describe('the ticket page', () => {
  it('shows the QR, the short code, the seat with its floor, the stand, the event and its date in es-CO', async () => {
    getTicketByCode.mockResolvedValue(TICKET);
    renderAt(ticketPath(CODE));
    const ticket = await screen.findByRole('article', { name: 'Entrada P2-C-7' });
    expect(getTicketByCode).toHaveBeenCalledWith(CODE);
    expect(screen.getByRole('img', { name: 'Código QR de la entrada P2-C-7' })).toBeTruthy();
    expect(ticket.textContent).toContain('6F1C2-A7E3B');
    expect(ticket.textContent).toContain('Gradería Norte');
    expect(ticket.textContent).toContain('Festival Folclórico del Bambuco 2025');
    expect(ticket.textContent).toMatch(/viernes, 13 de junio de 2025, 6:00\sp\.\sm\./);
    expect(ticket.textContent).toContain('Válida');
  });

  it('prints when asked', async () => {
    getTicketByCode.mockResolvedValue(TICKET);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt(ticketPath(CODE));
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimir entrada' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a voided ticket without a QR, and says it does not get in', async () => {
    getTicketByCode.mockResolvedValue({ ...TICKET, status: 'anulada' });
    renderAt(ticketPath(CODE));
    expect((await screen.findByRole('alert')).textContent).toContain('Esta entrada fue anulada');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imprimir entrada' })).toBeNull();
  });

  it('says a forged or broken link is not a valid ticket', async () => {
    getTicketByCode.mockRejectedValue(new ApiError('La entrada no es válida', 'invalid_ticket'));
    renderAt('/entrada/TQ1.roto');
    expect((await screen.findByRole('heading')).textContent).toBe('La entrada no es válida');
  });

  it('offline, says so and asks again', async () => {
    getTicketByCode.mockRejectedValueOnce(new ApiError('Sin red', 'network_error')).mockResolvedValueOnce(TICKET);
    renderAt(ticketPath(CODE));
    expect((await screen.findByRole('heading')).textContent).toBe('Sin conexión');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Entrada P2-C-7' })).toBeTruthy();
  });
});

describe('the QR code', () => {
  it('decodes back to the ticket code', () => {
    const { data, width } = rasterize(CODE);
    expect(jsQR(data, width, width)?.data).toBe(CODE);
  });
});

describe('ticket links', () => {
  it('carry no dot in the path, and read back to the code', () => {
    expect(ticketPath(CODE)).toBe('/entrada/TQ1~AWFhYWFhYWFh-_bbbbbbbb~c2lnbmF0dXJl_-zz');
    expect(codeOfTicketPath(ticketPath(CODE).slice('/entrada/'.length))).toBe(CODE);
    expect(codeOfTicketPath(CODE)).toBe(CODE);
  });
});
