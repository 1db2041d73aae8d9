// The live preview of the creation form: at most the first 6 rows and 12 columns of the
// first floor (spec §9), the stage, the capacity and the colour legend.
import { rowLetterOf, isPremiumColumn, totalCapacityOf } from '../../domain/seat-layout';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';
import { SeatLegend } from '../../ui/SeatLegend';
import { seatClasses } from '../../ui/seat-styles';
import { counted } from '../../domain/plural';

export const PREVIEW_MAX_ROWS = 6;
export const PREVIEW_MAX_COLUMNS = 12;

interface VenuePreviewProps {
  typeLabel: string;
  rows?: number;
  columns?: number;
  floors?: number;
}


function PreviewGrid({ rows, columns }: { rows: number; columns: number }) {
  const shownRows = Math.min(rows, PREVIEW_MAX_ROWS);
  const shownColumns = Math.min(columns, PREVIEW_MAX_COLUMNS);
  return (
    <div className="space-y-1.5" aria-hidden="true">
      {Array.from({ length: shownRows }, (_, rowIndex) => (
        <div key={rowIndex} className="flex items-center gap-1">
          <span className="w-5 text-right text-[10px] font-semibold text-stone-500">{rowLetterOf(rowIndex + 1)}</span>
          {Array.from({ length: shownColumns }, (_, columnIndex) => (
            <span
              key={columnIndex}
              className={cx('h-5 flex-1 rounded-t-md rounded-b-sm', seatClasses('available', isPremiumColumn(columnIndex + 1, columns)))}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

export function VenuePreview({ typeLabel, rows, columns, floors }: VenuePreviewProps) {
  const complete = rows !== undefined && columns !== undefined && floors !== undefined;
  const capacity = complete ? totalCapacityOf({ rows, columns, floors }) : null;
  const truncated = complete && (rows > PREVIEW_MAX_ROWS || columns > PREVIEW_MAX_COLUMNS);
  return (
    <Card className="p-5" aria-label="Vista previa" role="region">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-stone-900">Vista previa</h2>
          <p className="text-xs text-stone-500">{typeLabel}</p>
        </div>
        <span className="rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800" data-testid="capacity-badge">
          {capacity === null ? 'Capacidad por definir' : counted(capacity, 'asiento', 'asientos')}
        </span>
      </div>
      <div className="mx-auto mt-5 mb-4 w-2/3 rounded-b-3xl bg-stone-900 py-1.5 text-center text-[11px] font-semibold tracking-widest text-white">
        ESCENARIO
      </div>
      {complete ? (
        <PreviewGrid rows={rows} columns={columns} />
      ) : (
        <p className="py-8 text-center text-sm text-stone-500">Corrige las dimensiones para ver la vista previa.</p>
      )}
      {truncated && (
        <p className="mt-3 text-center text-xs text-stone-500">
          Mostrando {Math.min(rows, PREVIEW_MAX_ROWS)} de {rows} filas y {Math.min(columns, PREVIEW_MAX_COLUMNS)} de {columns} columnas
          {floors > 1 ? ` del piso 1 de ${floors}` : ''}.
        </p>
      )}
      <SeatLegend looks={['available', 'reserved', 'paid', 'selected']} showPremium className="mt-5 border-t border-stone-100 pt-4" />
    </Card>
  );
}
