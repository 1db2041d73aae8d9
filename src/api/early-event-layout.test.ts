import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEventLayoutEarly, takeEarlyEventLayout } from './early-event-layout';
import { EVENT_LAYOUT_IN_PAGE_ID } from './event-layout-in-page';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'e1' }), { status: 200 }));

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('the event answer asked for as the app starts', () => {
  it('is taken once by the page of that event, then every ask goes to the server', async () => {
    vi.stubGlobal('fetch', fetchMock);
    askEventLayoutEarly('festival-bambuco-2025');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyEventLayout('otro-evento')).toBeNull();
    askEventLayoutEarly('festival-bambuco-2025');
    await expect(takeEarlyEventLayout('festival-bambuco-2025')).resolves.toEqual({ id: 'e1' });
    expect(takeEarlyEventLayout('festival-bambuco-2025')).toBeNull();
  });
});

describe('the event answer the served page carries', () => {
  const carry = (slug: string, json: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EVENT_LAYOUT_IN_PAGE_ID;
    block.dataset.slug = slug;
    block.textContent = json;
    document.body.append(block);
  };

  afterEach(() => document.getElementById(EVENT_LAYOUT_IN_PAGE_ID)?.remove());

  it('is taken instead of asking the server, once', async () => {
    vi.stubGlobal('fetch', fetchMock);
    carry('festival-bambuco-2025', '{"id":"de-la-pagina"}');
    askEventLayoutEarly('festival-bambuco-2025');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(EVENT_LAYOUT_IN_PAGE_ID)).toBeNull();
    await expect(takeEarlyEventLayout('festival-bambuco-2025')).resolves.toEqual({ id: 'de-la-pagina' });
    askEventLayoutEarly('festival-bambuco-2025');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another event', 'otro-evento', '{"id":"otro"}'],
    ['text that is not JSON', 'festival-bambuco-2025', '{"id":'],
    ['JSON that is not an object', 'festival-bambuco-2025', '[1,2]'],
  ])('is not taken when it holds %s: the server is asked', async (_case, slug, json) => {
    vi.stubGlobal('fetch', fetchMock);
    carry(slug, json);
    askEventLayoutEarly('festival-bambuco-2025');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarlyEventLayout('festival-bambuco-2025')).resolves.toEqual({ id: 'e1' });
  });
});
