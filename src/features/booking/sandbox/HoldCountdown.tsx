import { formatHoldTimeLeft } from '../../../domain/hold-countdown';
import { ClockIcon } from '../../../ui/icons';

/** 'Tu reserva se mantiene por 14:32': the seats are held only while the visitor pays. */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {/* A timer is not announced every second; the outcome below is, when it ends. */}
      <p role="timer" aria-live="off" className="flex items-center gap-2 font-semibold">
        <ClockIcon className="size-4" />
        {`Tu reserva se mantiene por ${formatHoldTimeLeft(secondsLeft)}`}
      </p>
      <p className="mt-1">Si no completas el pago a tiempo, los asientos se liberan para otros visitantes.</p>
    </div>
  );
}
