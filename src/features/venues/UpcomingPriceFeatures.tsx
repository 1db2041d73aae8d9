import { Card } from '../../ui/Card';

const UPCOMING_FEATURES = [
  { title: 'Precios por fila', description: 'Cobra más por las filas más cercanas a la tarima.' },
  { title: 'Precios por sección', description: 'Define zonas de la gradería con su propio precio.' },
  { title: 'Precios dinámicos por fecha', description: 'Ajusta el precio según el día del evento.' },
  { title: 'Descuentos por compra anticipada', description: 'Premia a quienes compran con tiempo.' },
  { title: 'Precios para grupos', description: 'Tarifas especiales para familias y empresas.' },
];

export function UpcomingPriceFeatures() {
  return (
    <Card className="p-5" role="region" aria-label="Próximamente">
      <h2 className="text-base font-semibold text-stone-900">Próximamente</h2>
      <ul className="mt-3 space-y-3">
        {UPCOMING_FEATURES.map((feature) => (
          <li key={feature.title} className="flex items-start gap-3">
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
            <div>
              <p className="text-sm font-medium text-stone-900">{feature.title}</p>
              <p className="text-xs text-stone-500">{feature.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
