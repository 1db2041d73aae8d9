import type { ReactNode } from 'react';
import { useMyRole } from './use-my-role';

/**
 * Shows its children to everyone but staff: the buttons that create or edit venues, prices
 * and events. Staff sell and collect at the gate; the server refuses their edits anyway,
 * so hiding the buttons only spares them a dead end.
 */
export function OrganizerOnly({ children }: { children: ReactNode }) {
  return useMyRole() === 'staff' ? null : children;
}
