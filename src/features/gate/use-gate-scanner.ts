// One scan at the gate: the verdict from the replica, and for a valid ticket the check-in
// queued through the one write path, so this device's next read of it is 'ya usada' at once.
// Scans run one after another: a scanner that fires twice quickly cannot let a ticket in twice.
import { useCallback, useRef, useState } from 'react';
import { gateVerdict } from '../../db/check-in-queries';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { letsIn, verdictText, type CheckInVerdict, type GateSetup, type VerdictText } from '../../domain/check-in-verdict';
import { useReplica, useRunCommand } from '../../session/replica-hooks';
import { signalVerdict } from './verdict-feedback';

export interface ShownVerdict {
  /** Null when the replica could not be read: the text says so. */
  verdict: CheckInVerdict | null;
  text: VerdictText;
  /** How long the verdict took, in milliseconds. */
  tookMs: number;
  /** The check-in could not be queued (the verdict stands; the scan is not recorded). */
  recordError: string | null;
  /** Changes on every scan, so the same verdict twice still shows as new. */
  serial: number;
}

const READ_FAILED: VerdictText = {
  title: 'No se pudo verificar',
  detail: 'No se pudo leer la copia local de este dispositivo. Intenta de nuevo; si sigue fallando, recarga la página.',
  tone: 'warn',
};

export interface GateScanner {
  shown: ShownVerdict | null;
  scan: (text: string) => Promise<void>;
}

export function useGateScanner(gate: (GateSetup & { gateName: string }) | null): GateScanner {
  const db: TaquillaDatabase | null = useReplica();
  const runCommand = useRunCommand();
  const [shown, setShown] = useState<ShownVerdict | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const serial = useRef(0);

  const judgeAndRecord = useCallback(
    async (text: string) => {
      if (!db || !gate) return;
      const started = performance.now();
      const now = new Date();
      const verdict = await gateVerdict(db, text, gate, { now });
      const tookMs = performance.now() - started;
      const shownText = verdictText(verdict);
      signalVerdict(shownText.tone);
      let recordError: string | null = null;
      if (letsIn(verdict)) {
        try {
          await runCommand('check-in', {
            check_in_id: crypto.randomUUID(),
            ticket_id: verdict.ticket.ticketId,
            event_id: verdict.ticket.eventId,
            seat_id: verdict.ticket.seatId,
            gate: gate.gateName,
            scanned_at: now.toISOString(),
          });
        } catch (error) {
          recordError = error instanceof Error ? error.message : 'No se pudo registrar el ingreso';
        }
      }
      serial.current += 1;
      setShown({ verdict, text: shownText, tookMs, recordError, serial: serial.current });
    },
    [db, gate, runCommand],
  );

  const scan = useCallback(
    (text: string) => {
      const next = queue.current
        .then(() => judgeAndRecord(text))
        .catch(() => {
          signalVerdict('warn');
          serial.current += 1;
          setShown({ verdict: null, text: READ_FAILED, tookMs: 0, recordError: null, serial: serial.current });
        });
      queue.current = next;
      return next;
    },
    [judgeAndRecord],
  );

  return { shown, scan };
}
