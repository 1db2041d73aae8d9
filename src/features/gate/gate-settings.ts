// How this device's gate is set up (which event, its name, the stands it serves), kept on the
// device: a tablet at 'Puerta Norte' stays that gate after a restart, offline too.
import { useCallback, useState } from 'react';
import { loadGateSettings, saveGateSettings, type GateSettings } from '../../db/gate-device-settings';

export { DEFAULT_GATE_SETTINGS, GATE_SETTINGS_KEY, loadGateSettings, saveGateSettings, type GateSettings } from '../../db/gate-device-settings';

export function useGateSettings(): [GateSettings, (change: Partial<GateSettings>) => void] {
  const [settings, setSettings] = useState(loadGateSettings);
  const update = useCallback((change: Partial<GateSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveGateSettings(next);
      return next;
    });
  }, []);
  return [settings, update];
}
