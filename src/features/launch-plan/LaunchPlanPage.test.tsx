import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LaunchPlanPage } from './LaunchPlanPage';

function renderPlan() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LaunchPlanPage /> }])} />);
}

afterEach(cleanup);

describe('LaunchPlanPage', () => {
  it('lays out the seven days in order', () => {
    renderPlan();
    const timeline = screen.getByRole('region', { name: 'Siete días, día por día' });
    expect([...timeline.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Backend y seguridad', 'Graderías y precios', 'Página pública', 'Pagos', 'Automatizaciones', 'Bot de ventas y taquilla', 'Lanzamiento',
    ]);
  });

  it('shows the purchase flow in the spec’s order', () => {
    renderPlan();
    const flow = screen.getByRole('region', { name: 'Flujo de compra' });
    const steps = [...flow.querySelectorAll('li')].map((step) => step.querySelector('p')?.textContent);
    expect(steps).toEqual(['Landing', 'Selección de asientos', 'Datos', 'Método de pago', 'Pago', 'Confirmación']);
  });

  it('charts the 65/35 payment mix accessibly', () => {
    renderPlan();
    expect(screen.getByRole('img', { name: 'Mezcla de pagos: 65% digital, 35% efectivo' })).toBeTruthy();
  });

  it('covers the backend with row-level security, the webhooks and the sales bot, saying which exist', () => {
    renderPlan();
    const stack = screen.getByRole('region', { name: 'La plataforma detrás' });
    const pieces = within(stack).getAllByRole('article').map((article) => [article.getAttribute('aria-label'), article.querySelector('span')?.textContent]);
    expect(pieces).toEqual([
      ['Backend como servicio con seguridad por filas', 'Listo'],
      ['Webhooks de automatización', 'Por construir'],
      ['Bot de ventas', 'Por construir'],
    ]);
  });
});
