import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEventLayoutEarly, takeEarlyEventLayout } from './early-event-layout';

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
