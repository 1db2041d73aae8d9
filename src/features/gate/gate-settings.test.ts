import { describe, expect, it } from 'vitest';
import { DEFAULT_GATE_SETTINGS, GATE_SETTINGS_KEY, loadGateSettings, saveGateSettings } from './gate-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('gate settings kept on the device', () => {
  it('come back as they were saved', () => {
    const storage = memoryStorage();
    const settings = { eventId: 'event-1', gateName: 'Puerta Norte', standIds: ['stand-1'] };
    saveGateSettings(settings, storage);
    expect(loadGateSettings(storage)).toEqual(settings);
  });

  it('fall back to the defaults for anything missing, blank or unreadable', () => {
    expect(loadGateSettings(memoryStorage())).toEqual(DEFAULT_GATE_SETTINGS);
    expect(loadGateSettings(memoryStorage({ [GATE_SETTINGS_KEY]: '{not json' }))).toEqual(DEFAULT_GATE_SETTINGS);
    expect(loadGateSettings(memoryStorage({ [GATE_SETTINGS_KEY]: JSON.stringify({ eventId: 7, gateName: '  ', standIds: [1, 'x'] }) }))).toEqual(DEFAULT_GATE_SETTINGS);
  });

  it('never stop the gate when the browser refuses to store them', () => {
    expect(() => saveGateSettings(DEFAULT_GATE_SETTINGS, { setItem: () => { throw new Error('QuotaExceededError'); } })).not.toThrow();
  });
});
