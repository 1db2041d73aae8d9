import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

afterEach(cleanup);

it("names the screen in the tab while it is shown, and gives the page's own title back after", () => {
  const brand = document.createElement('title');
  brand.textContent = 'Taquilla · Boletería para festivales';
  document.head.append(brand);
  const { unmount } = render(<PageHeader title="Reservas" />);
  expect(document.title).toBe('Reservas · Taquilla');
  unmount();
  expect(document.title).toBe('Taquilla · Boletería para festivales');
  brand.remove();
});
