// The bar that follows the visitor down the map: how many seats, what they cost, the way
// on to checkout, and why a click was refused (no seats yet, or more than 12).
import { useRef } from 'react';
import { counted } from '../../domain/plural';
import { formatCOP } from '../../domain/money';
import { NO_SEATS_SELECTED_MESSAGE, TOO_MANY_SEATS_MESSAGE } from '../../domain/seat-selection';
import { Button } from '../../ui/Button';
import { SelectionAnnouncer } from '../../ui/SelectionAnnouncer';
import { useStickyBottomBarInset } from '../../ui/use-sticky-bar-inset';
import { SUPPORT_BLOCK_ID } from './SupportAside';

export function selectedSeatsLabel(count: number): string {
  return counted(count, 'asiento seleccionado', 'asientos seleccionados');
}

interface SelectionSummaryBarProps {
  count: number;
  total: number;
  limitReached: boolean;
  showNoSeatsMessage: boolean;
  onContinue: () => void;
}

function RefusalMessage({ limitReached, showNoSeatsMessage }: Pick<SelectionSummaryBarProps, 'limitReached' | 'showNoSeatsMessage'>) {
  if (limitReached) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {TOO_MANY_SEATS_MESSAGE}{' '}
        <a href={`#${SUPPORT_BLOCK_ID}`} className="font-semibold underline">
          Ver datos de soporte
        </a>
      </p>
    );
  }
  if (!showNoSeatsMessage) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {NO_SEATS_SELECTED_MESSAGE}
    </p>
  );
}

export function SelectionSummaryBar({ count, total, limitReached, showNoSeatsMessage, onContinue }: SelectionSummaryBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBottomBarInset(bar);
  // Opaque: the seats scrolling behind it must not show through the count and the total.
  return (
    <div ref={bar} className="sticky bottom-0 z-10 border-t border-stone-200 bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.06)]">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-3">
        <SelectionAnnouncer count={count} total={total} />
        <RefusalMessage limitReached={limitReached} showNoSeatsMessage={showNoSeatsMessage} />
        {/* A nine-digit total and the button do not share a phone's width: the button wraps below. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="min-w-0">
            <p className="text-xs text-stone-600 sm:text-sm">{selectedSeatsLabel(count)}</p>
            <p className="text-base font-bold whitespace-nowrap text-stone-900 sm:text-lg">{`Total: ${formatCOP(total)}`}</p>
          </div>
          <Button className="shrink-0 sm:h-12 sm:px-6 sm:text-base" onClick={onContinue}>
            Continuar con la Reserva
          </Button>
        </div>
      </div>
    </div>
  );
}
