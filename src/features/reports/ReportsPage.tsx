// 'Reportes' (issue 19 point 3, organizers only): seats sold, money received, refunds, holds,
// entries and occupancy for an event and a range of days, broken down per event, day, stand,
// channel, method and cashier, with charts, and the accountant's CSV files. Everything is
// computed on this device from the replica (domain/sales-report), so it works offline.
import { lazy, Suspense, useMemo, useState } from 'react';
import { EXPORT_DATASET_LABELS, EXPORT_DATASETS, type ExportRows } from '../../domain/accounting-export';
import { formatShortDate } from '../../domain/dates';
import { counted } from '../../domain/plural';
import { salesReportOf, type ReportFilter } from '../../domain/sales-report';
import { readReportRows } from '../../db/sales-report-queries';
import { useReplicaQuery } from '../../session/replica-hooks';
import { ReplicaLoading } from '../../session/ReplicaLoading';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Count, Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { StatCard } from '../../ui/StatCard';
import { TextField } from '../../ui/form-fields';
import { ReportTable } from './ReportTable';
import { useCsvDownload } from './use-csv-download';

const ReportCharts = lazy(() => import('./ReportCharts').then((module) => ({ default: module.ReportCharts })));

const LOAD_ERROR = 'Error al cargar el reporte. Por favor, intenta nuevamente.';
export const BACKWARDS_RANGE = 'La fecha inicial no puede ser posterior a la fecha final';

function Filters({ rows, filter, onChange }: { rows: ExportRows; filter: ReportFilter; onChange: (filter: ReportFilter) => void }) {
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-3">
      <div className="space-y-1.5">
        <label htmlFor="report-event" className="block text-sm font-medium text-stone-800">
          Evento
        </label>
        <select
          id="report-event"
          value={filter.eventId ?? ''}
          onChange={(event) => onChange({ ...filter, eventId: event.target.value || null })}
          className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
        >
          <option value="">Todos los eventos</option>
          {rows.events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Desde" type="date" value={filter.from ?? ''} onChange={(event) => onChange({ ...filter, from: event.target.value || null })} />
      <TextField label="Hasta" type="date" value={filter.to ?? ''} onChange={(event) => onChange({ ...filter, to: event.target.value || null })} />
    </Card>
  );
}

function Downloads({ rows, filter }: { rows: ExportRows; filter: ReportFilter }) {
  const { state, download } = useCsvDownload();
  const slug = rows.events.find((event) => event.id === filter.eventId)?.slug ?? null;
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h2 className="font-semibold text-stone-900">Descargar CSV</h2>
        <p className="text-sm text-stone-600">Con el filtro de arriba. Se abre en Excel: separado por punto y coma, fechas dd/mm/aaaa hh:mm (hora de Colombia) y montos en pesos sin puntos.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {EXPORT_DATASETS.map((dataset) => (
          <Button key={dataset} variant="outline" disabled={state.status === 'building'} onClick={() => void download(dataset, rows, filter, slug)}>
            Descargar CSV de {EXPORT_DATASET_LABELS[dataset].toLowerCase()}
          </Button>
        ))}
      </div>
      {state.status === 'building' && (
        <div className="space-y-1">
          <progress className="h-2 w-full accent-brand-600" value={state.progress} max={1} aria-label={`Generando el archivo de ${EXPORT_DATASET_LABELS[state.dataset].toLowerCase()}`} />
          <p className="text-xs text-stone-500" aria-live="polite">Generando… {Math.round(state.progress * 100)}%</p>
        </div>
      )}
      {state.status === 'failed' && <Alert variant="destructive">{state.message}</Alert>}
    </Card>
  );
}

function Report({ rows }: { rows: ExportRows }) {
  const [filter, setFilter] = useState<ReportFilter>({ eventId: null, from: null, to: null });
  const backwards = filter.from !== null && filter.to !== null && filter.from > filter.to;
  const report = useMemo(() => (backwards ? null : salesReportOf(rows, filter, new Date())), [rows, filter, backwards]);
  return (
    <div className="space-y-6">
      <Filters rows={rows} filter={filter} onChange={setFilter} />
      {!report ? (
        <Alert variant="destructive">{BACKWARDS_RANGE}</Alert>
      ) : (
        <>
          <section aria-label="Resumen" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard label="Asientos vendidos" value={<Count value={report.totals.seatsSold} />} detail={counted(report.totals.bookingsSold, 'reserva pagada o confirmada', 'reservas pagadas o confirmadas')} />
            <StatCard label="Ingresos" value={<Money amount={report.totals.revenue} />} detail="Dinero recibido: pagos completados menos reembolsos" />
            <StatCard label="Reembolsos" value={<Money amount={report.totals.refunds} />} detail={counted(report.totals.refundCount, 'reembolso', 'reembolsos')} />
            <StatCard label="Apartados" value={<Count value={report.totals.heldSeats} />} detail={counted(report.totals.holds, 'reserva pendiente de pago', 'reservas pendientes de pago')} />
            <StatCard label="Ingresaron" value={<Count value={report.totals.checkIns} />} detail="Entradas leídas en la puerta" />
            <StatCard label="Ocupación" value={`${report.totals.occupancy ?? 0}%`} detail={`Vendidos y apartados de ${counted(report.totals.capacity, 'asiento', 'asientos')}`} />
          </section>
          <Suspense fallback={<Spinner label="Cargando los gráficos…" className="justify-center py-8" />}>
            <ReportCharts report={report} />
          </Suspense>
          <Downloads rows={rows} filter={filter} />
          <div className="grid gap-4 2xl:grid-cols-2">
            <ReportTable title="Por evento" lines={report.byEvent} withOccupancy />
            <ReportTable title="Por gradería" lines={report.byStand} withOccupancy />
            <ReportTable title="Por día" lines={report.byDay} labelOf={(line) => formatShortDate(line.key)} />
            <ReportTable title="Por canal" lines={report.byChannel} />
            <ReportTable title="Por método de pago" lines={report.byMethod} moneyOnly />
            <ReportTable title="Por cajero" lines={report.byCashier} />
          </div>
        </>
      )}
    </div>
  );
}

export function ReportsPage() {
  const rows = useReplicaQuery(readReportRows, [], { wholeHistory: true });
  return (
    <>
      <PageHeader title="Reportes" description="Ventas, ingresos, reembolsos e ingresos a la puerta por evento, día, gradería, canal, método y cajero. Funciona sin conexión." />
      {rows.status === 'loading' && <ReplicaLoading label="Cargando el reporte…" afterHistory="el reporte aparece al terminar" />}
      {rows.status !== 'loading' && rows.status !== 'ready' && <UnreadableReplicaAlert status={rows.status} loadError={LOAD_ERROR} />}
      {rows.status === 'ready' && <Report rows={rows.data} />}
    </>
  );
}
