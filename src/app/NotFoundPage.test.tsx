import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

afterEach(() => vi.restoreAllMocks());

describe('NotFoundPage', () => {
  it('says the page is missing, links home and logs the missing path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/no-existe/aqui']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no-existe/aqui'));
  });
});
