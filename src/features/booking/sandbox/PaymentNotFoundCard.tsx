import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { AlertIcon } from '../../../ui/icons';

export function PaymentNotFoundCard() {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <AlertIcon />
      </span>
      <h1 className="mt-4 text-xl font-bold text-stone-900">Pago no encontrado</h1>
      <p className="mt-2 text-stone-600">El enlace de pago no es válido o el pago ya no existe.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Volver al inicio
      </Link>
    </Card>
  );
}
