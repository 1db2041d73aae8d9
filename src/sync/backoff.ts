// Spec §7's retry rule: 1000 ms, doubled after each failure, never more than 30000 ms.
export const FIRST_RETRY_DELAY_MS = 1000;
export const MAX_RETRY_DELAY_MS = 30000;

/** The wait after the n-th consecutive failure (n ≥ 1). */
export function retryDelayAfter(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
}
