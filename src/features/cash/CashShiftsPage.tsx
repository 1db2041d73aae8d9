// 'Turnos de caja' (organizer): every shift of every device, from the replica, with its
// cashier, device, times and closing figures, and 'Descargar CSV' of the closings.
import { Link } from 'react-router-dom';
import { everyShift, type ShiftListItem } from '../../db/cash-shift-queries';
import { closingsCsv, closingsFileName } from '../../domain/cash-closings-csv';
import { differenceLabel, receiptPrefixOf } from '../../domain/cash-shifts';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { useReplicaQuery } from '../../session/replica-hooks';
import { ReplicaLoading } from '../../session/ReplicaLoading';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SidewaysScroller } from '../../ui/SidewaysScroller';
import { downloadCsv } from './download-csv';

const LOAD_ERROR = 'Error al cargar los turnos de caja. Por favor, intenta nuevamente.';
const HEADERS = ['Cajero', 'Dispositivo', 'Apertura', 'Cierre', 'Esperado', 'Contado', 'Diferencia'];

const money = (amount: number | null) => (amount === null ? '—' : formatCOP(amount));

function ShiftRow({ shift, thisDevice }: { shift: ShiftListItem; thisDevice: string | null }) {
  const device = `${receiptPrefixOf(shift.device_id)}${shift.device_id === thisDevice ? ' (este)' : ''}`;
  return (
    <tr className="border-t border-stone-100" data-testid="shift-row">
      <td className="px-3 py-2">{shift.cashierName}</td>
      <td className="px-3 py-2 font-mono">{device}</td>
      <td className="px-3 py-2">{formatDateTime(shift.opened_at)}</td>
      <td className="px-3 py-2">{shift.closed_at ? formatDateTime(shift.closed_at) : 'Abierto'}</td>
      <td className="px-3 py-2 tabular-nums">{money(shift.expected_cash)}</td>
      <td className="px-3 py-2 tabular-nums">{money(shift.counted_cash)}</td>
      <td className="px-3 py-2 font-semibold" data-testid="shift-difference">
        {shift.difference === null ? '—' : differenceLabel(shift.difference)}
      </td>
    </tr>
  );
}

export function CashShiftsPage() {
  const report = useReplicaQuery(
    async (db, thisDevice) => ({ shifts: await everyShift(db), thisDevice }),
    [],
    { wholeHistory: true },
  );
  const download = () => {
    if (report.status === 'ready') downloadCsv(closingsCsv(report.data.shifts), closingsFileName(new Date()));
  };
  return (
    <>
      <PageHeader
        title="Turnos de caja"
        description="Los turnos de todos los dispositivos, con lo esperado, lo contado y la diferencia de cada cierre. Se actualiza al sincronizar."
        actions={
          <>
            <Link to="/caja" className={buttonClasses('outline')}>
              Mi turno de caja
            </Link>
            <Button onClick={download} disabled={report.status !== 'ready'}>
              Descargar CSV
            </Button>
          </>
        }
      />
      {report.status === 'loading' && <ReplicaLoading label="Cargando los turnos…" afterHistory="los turnos aparecen al terminar" />}
      {report.status !== 'loading' && report.status !== 'ready' && <UnreadableReplicaAlert status={report.status} loadError={LOAD_ERROR} />}
      {report.status === 'ready' && report.data.shifts.length === 0 && (
        <EmptyState title="Todavía no hay turnos de caja">Cuando un cajero abra un turno en su dispositivo, aparecerá aquí.</EmptyState>
      )}
      {report.status === 'ready' && report.data.shifts.length > 0 && (
        <SidewaysScroller label="Turnos de caja" className="rounded-lg border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-stone-600">
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} className="px-3 py-2 font-medium">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.data.shifts.map((shift) => (
                <ShiftRow key={shift.id} shift={shift} thisDevice={report.data.thisDevice} />
              ))}
            </tbody>
          </table>
        </SidewaysScroller>
      )}
    </>
  );
}
