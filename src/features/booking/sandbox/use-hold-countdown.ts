import { useEffect, useState } from 'react';
import { holdSecondsLeft } from '../../../domain/hold-countdown';

/**
 * Seconds left in a hold, ticking every second from the server's count; null when there is
 * no hold to count. A new count (the payment loaded again) starts a new countdown.
 */
export function useHoldCountdown(serverSecondsLeft: number | null): number | null {
  const [start, setStart] = useState(() => ({ seconds: serverSecondsLeft, at: Date.now() }));
  const [now, setNow] = useState(() => Date.now());
  if (start.seconds !== serverSecondsLeft) setStart({ seconds: serverSecondsLeft, at: Date.now() });

  const running = start.seconds !== null && holdSecondsLeft(start.seconds, start.at, now) > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return start.seconds === null ? null : holdSecondsLeft(start.seconds, start.at, now);
}
