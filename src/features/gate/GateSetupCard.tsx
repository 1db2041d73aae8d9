// Which event this gate checks, its name (shown to the other gates in 'ya usada … por
// Puerta Norte') and, if it serves only some stands, which ones. Kept on this device.
import type { EventRow, GraderiaRow } from '../../db/rows';
import { GATE_NAME_LIMIT } from '../../domain/check-in-schema';
import { Card } from '../../ui/Card';
import { CheckboxField, TextField } from '../../ui/form-fields';
import type { GateSettings } from './gate-settings';

interface GateSetupCardProps {
  events: EventRow[];
  stands: GraderiaRow[];
  settings: GateSettings;
  onChange: (change: Partial<GateSettings>) => void;
}

export function GateSetupCard({ events, stands, settings, onChange }: GateSetupCardProps) {
  const toggleStand = (standId: string, checked: boolean) =>
    onChange({ standIds: checked ? [...settings.standIds, standId] : settings.standIds.filter((id) => id !== standId) });

  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-lg font-semibold text-stone-900">Esta puerta</h2>
      <div className="space-y-1.5">
        <label htmlFor="gate-event" className="block text-sm font-medium text-stone-800">
          Evento
        </label>
        <select
          id="gate-event"
          value={settings.eventId ?? ''}
          onChange={(event) => onChange({ eventId: event.target.value || null, standIds: [] })}
          className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
        >
          <option value="">Selecciona un evento</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Nombre de la puerta"
        value={settings.gateName}
        maxLength={GATE_NAME_LIMIT}
        onChange={(event) => onChange({ gateName: event.target.value })}
      />
      {stands.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Graderías que atiende (ninguna marcada: todas)</legend>
          {stands.map((stand) => (
            <CheckboxField
              key={stand.id}
              label={stand.name}
              checked={settings.standIds.includes(stand.id)}
              onChange={(event) => toggleStand(stand.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </Card>
  );
}
