import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoader } from './page-loader';
import { page } from './route-pages';

afterEach(cleanup);

const Landing = () => <h1>Portada</h1>;

function renderInShell(element: React.ReactNode) {
  render(<Suspense fallback={<p>Cargando…</p>}>{element}</Suspense>);
}

describe('a route’s page', () => {
  it('whose module has arrived renders at once, without the loading fallback React would hold it behind', async () => {
    const load = pageLoader(async () => ({ Landing }));
    await load();
    renderInShell(page(load, (module) => module.Landing));
    expect(screen.getByRole('heading', { name: 'Portada' })).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('whose module is on its way shows the fallback, then the page', async () => {
    renderInShell(page(pageLoader(async () => ({ Landing })), (module) => module.Landing));
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Portada' })).toBeTruthy();
  });
});

describe('a page loader', () => {
  it('downloads once however often asked, and again after a failed download', async () => {
    const download = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ Landing });
    const load = pageLoader(download);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(load.arrived()).toBeUndefined();
    await act(async () => {
      await Promise.all([load(), load()]);
    });
    expect(download).toHaveBeenCalledTimes(2);
    expect(load.arrived()).toEqual({ Landing });
  });
});
