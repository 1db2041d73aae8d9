import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';

/** The public page's bar: home, and while checking out the way back to the seat map. */
export function PublicTopBar({ onBackToSeats }: { onBackToSeats?: () => void }) {
  return (
    <nav className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label="Taquilla, inicio">
          <Logo />
        </Link>
        {onBackToSeats && (
          <Button variant="outline" size="sm" onClick={onBackToSeats}>
            <span aria-hidden="true">←</span> Volver a Asientos
          </Button>
        )}
      </div>
    </nav>
  );
}
