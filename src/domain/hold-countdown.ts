// The time a seat hold has left, as the payment page shows it: 'mm:ss' (or 'h:mm:ss').

export function formatHoldTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** The seconds left at `now`, from the server's count taken at `startedAt` (ms; the phone's clock may be wrong, its pace is not). */
export function holdSecondsLeft(secondsAtStart: number, startedAt: number, now: number): number {
  return Math.max(0, Math.ceil(secondsAtStart - (now - startedAt) / 1000));
}
