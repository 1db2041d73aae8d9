import { expect, type Locator, type Page } from '@playwright/test';

/** 'Control de acceso': the gate screen of a tablet. */
export class GatePage {
  readonly heading: Locator;
  readonly wedge: Locator;
  /** The verdict panel (aria-live), with data-verdict = the verdict's kind. */
  readonly verdict: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Control de acceso' });
    this.wedge = page.getByLabel('Código de la entrada');
    this.verdict = page.locator('[data-verdict]');
  }

  /** Through the sidebar, as staff reach it (no reload: works offline too). */
  async open(): Promise<void> {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Control de acceso' }).click();
    await expect(this.heading).toBeVisible();
  }

  async setUp(eventName: string, gateName: string): Promise<void> {
    await this.page.getByLabel('Evento').selectOption({ label: eventName });
    await expect(this.wedge).toBeEnabled();
    await this.page.getByLabel('Nombre de la puerta').fill(gateName);
    await expect(this.page.getByLabel('Nombre de la puerta')).toHaveValue(gateName);
  }

  /**
   * As a USB or Bluetooth scanner in keyboard mode does: it types the code into whatever has
   * the focus, then Enter. The field must hold the focus on its own.
   */
  async scanLikeWedge(text: string): Promise<void> {
    // A tap beside the field first: the focus comes back to it by itself.
    await this.page.getByText('Verifica las entradas en la puerta, con o sin conexión.').click();
    await expect(this.wedge).toBeFocused();
    await this.page.keyboard.type(text, { delay: 2 });
    await this.page.keyboard.press('Enter');
  }

  /** 'Todo el evento' line of the counts: how many tickets have come in so far. */
  async checkedIn(): Promise<number> {
    const text = (await this.page.getByTestId('entry-counts').locator('.tabular-nums').first().textContent()) ?? '';
    return Number(/^([\d.]+) de/.exec(text)?.[1].replace(/\./g, '') ?? NaN);
  }

  async expectVerdict(kind: string, title: string): Promise<void> {
    await expect(this.verdict).toHaveAttribute('data-verdict', kind);
    await expect(this.verdict).toContainText(title);
  }
}

/**
 * The ticket id (its reservation_seats row's id) of an active sale of a seat, read from the
 * signed-in user's replica in IndexedDB: what the ticket page would show as the short code.
 */
export async function ticketIdInReplica(page: Page, standName: string, row: string, seatNumber: number): Promise<string> {
  return page.evaluate(
    async ({ standName, row, seatNumber }) => {
      const names = (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('taquilla-'));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(names[0]);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        const all = (store: string) =>
          new Promise<Record<string, unknown>[]>((resolve, reject) => {
            const request = db.transaction(store, 'readonly').objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const stand = (await all('graderias')).find((graderia) => graderia.name === standName);
        // A stand's seats are one record, columnar (src/db/seat-catalog.ts).
        const record = (await all('stand_seats')).find((one) => one.graderia_id === stand?.id) as { columns: string[]; values: unknown[][] } | undefined;
        const column = (name: string) => record?.values[record.columns.indexOf(name)] ?? [];
        const position = column('row_letter').findIndex((letter, index) => letter === row && column('seat_number')[index] === String(seatNumber));
        const seat = position < 0 ? undefined : { id: column('id')[position] };
        // Sales are columnar too, in buckets (src/db/row-buckets.ts).
        for (const bucket of (await all('reservation_seat_buckets')) as unknown as { columns: string[]; values: unknown[][] }[]) {
          const values = (name: string) => bucket.values[bucket.columns.indexOf(name)];
          const at = values('seat_id').findIndex((seatId, index) => seatId === seat?.id && values('active')[index] === true);
          if (at >= 0) return String(values('id')[at]);
        }
        return '';
      } finally {
        db.close();
      }
    },
    { standName, row, seatNumber },
  );
}
