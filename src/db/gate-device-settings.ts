// How this device's gate is set up (which event, its name, the stands it serves), kept on the
// device: a tablet at 'Puerta Norte' stays that gate after a restart, offline too. Here in db/
// because two screens read it: 'Control de acceso' sets it, 'Venta rápida' sells for its event.
export interface GateSettings {
  eventId: string | null;
  gateName: string;
  /** Empty: the gate lets in every stand of the event. */
  standIds: string[];
}

export const GATE_SETTINGS_KEY = 'taquilla:gate-settings';
export const DEFAULT_GATE_SETTINGS: GateSettings = { eventId: null, gateName: 'Puerta principal', standIds: [] };

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The stored settings, or the defaults for anything missing or unreadable. */
export function loadGateSettings(storage: Pick<Storage, 'getItem'> = localStorage): GateSettings {
  try {
    const stored = JSON.parse(storage.getItem(GATE_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    return {
      eventId: typeof stored.eventId === 'string' ? stored.eventId : DEFAULT_GATE_SETTINGS.eventId,
      gateName: typeof stored.gateName === 'string' && stored.gateName.trim() ? stored.gateName : DEFAULT_GATE_SETTINGS.gateName,
      standIds: isStringList(stored.standIds) ? stored.standIds : [],
    };
  } catch {
    return DEFAULT_GATE_SETTINGS;
  }
}

export function saveGateSettings(settings: GateSettings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(GATE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // A private window may refuse storage: the gate still works, it just forgets on reload.
  }
}
