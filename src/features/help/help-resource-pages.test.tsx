import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from './api-reference';
import { ApiDocsPage } from './ApiDocsPage';
import { QuickStartGuidePage } from './QuickStartGuidePage';
import { VideoTutorialsPage } from './VideoTutorialsPage';

function renderPage(element: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

afterEach(cleanup);

/** What a screen reader says: the text without the aria-hidden decorations. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('help resource pages', () => {
  it('the quick-start guide walks through the organizer’s seven steps, each reachable from its index', () => {
    renderPage(<QuickStartGuidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Guía de inicio rápido' })).toBeTruthy();
    // Plain selectors: accessible-name queries over the whole guide are slow in the test DOM.
    const steps = [...document.querySelectorAll('h2')].map(spokenText).filter((text) => text.startsWith('Paso'));
    expect(steps).toEqual([
      'Paso 1: Crea tu gradería',
      'Paso 2: Crea el evento',
      'Paso 3: Comparte la página pública',
      'Paso 4: Prepara la taquilla para trabajar sin señal',
      'Paso 5: Vende en la taquilla',
      'Paso 6: Cobra los pagos pendientes',
      'Paso 7: Resuelve un conflicto',
    ]);
    for (const link of within(screen.getByRole('navigation', { name: 'Pasos de la guía' })).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
    expect(screen.getByText('← Centro de Ayuda').getAttribute('href')).toBe('/help');
  });

  it('the videos page says there are none yet and points to the guide', () => {
    renderPage(<VideoTutorialsPage />);
    expect(screen.getByText('Aún no hay videos tutoriales de Taquilla.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir la guía de inicio rápido' }).getAttribute('href')).toBe('/help/guia-rapida');
  });

  it('the API page lists every documented function', () => {
    renderPage(<ApiDocsPage />);
    const names = [...document.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(names).toEqual(API_FUNCTIONS.map((doc) => doc.name));
    expect(names).toContain('submit_support_message');
  });
});
