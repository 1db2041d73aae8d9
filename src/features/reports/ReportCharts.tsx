// The report's charts, where people would rather look than read: money received per day and
// seats sold per channel. recharts is big, so this module is loaded only by 'Reportes' and
// only after its figures are on screen (ReportsPage lazy-loads it): neither the public page
// nor the rest of the organizer app downloads it.
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDate } from '../../domain/dates';
import { formatCOP, formatCount } from '../../domain/money';
import type { SalesReport } from '../../domain/sales-report';
import { Card } from '../../ui/Card';

const CHANNEL_COLORS = ['#b45309', '#0f766e', '#6d28d9'];

function RevenuePerDay({ report }: { report: SalesReport }) {
  const days = report.byDay.map((day) => ({ day: formatShortDate(day.key), Ingresos: day.revenue, Reembolsos: day.refunds }));
  return (
    <Card className="p-4" data-testid="revenue-per-day-chart">
      <h2 className="mb-3 font-semibold text-stone-900">Ingresos por día</h2>
      {days.length === 0 ? (
        <p className="text-sm text-stone-500">Sin movimientos en el periodo.</p>
      ) : (
        <div className="h-64" role="img" aria-label="Gráfico de ingresos y reembolsos por día">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" fontSize={12} />
              <YAxis fontSize={12} tickFormatter={(value: number) => formatCOP(value)} width={96} />
              <Tooltip formatter={(value) => formatCOP(Number(value))} />
              <Legend />
              <Bar dataKey="Ingresos" fill="#b45309" isAnimationActive={false} />
              <Bar dataKey="Reembolsos" fill="#a8a29e" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

function SeatsPerChannel({ report }: { report: SalesReport }) {
  const channels = report.byChannel.filter((line) => line.seatsSold > 0).map((line) => ({ name: line.label, value: line.seatsSold }));
  return (
    <Card className="p-4" data-testid="sales-per-channel-chart">
      <h2 className="mb-3 font-semibold text-stone-900">Asientos vendidos por canal</h2>
      {channels.length === 0 ? (
        <p className="text-sm text-stone-500">Sin ventas en el periodo.</p>
      ) : (
        <div className="h-64" role="img" aria-label="Gráfico de asientos vendidos en línea y en taquilla">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={channels} dataKey="value" nameKey="name" outerRadius={90} isAnimationActive={false} label={({ value }) => formatCount(Number(value))}>
                {channels.map((channel, index) => (
                  <Cell key={channel.name} fill={CHANNEL_COLORS[index % CHANNEL_COLORS.length]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => formatCount(Number(value))} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

export function ReportCharts({ report }: { report: SalesReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RevenuePerDay report={report} />
      <SeatsPerChannel report={report} />
    </div>
  );
}
