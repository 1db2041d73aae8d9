import type { ReservationStats } from '../../db/reservation-queries';
import { StatCard } from '../../ui/StatCard';

const CARDS: { key: keyof ReservationStats; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'confirmed', label: 'Confirmadas' },
  { key: 'pending', label: 'Pendientes' },
  { key: 'paid', label: 'Pagadas' },
  { key: 'cancelled', label: 'Canceladas' },
];

export function ReservationStatsCards({ stats }: { stats: ReservationStats }) {
  return (
    <section aria-label="Resumen de reservas" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label }) => (
        <StatCard key={key} label={label} value={stats[key]} className="p-4" />
      ))}
    </section>
  );
}
