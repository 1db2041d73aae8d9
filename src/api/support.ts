import { callRpc } from './rpc';

/** The contact form's subjects, as the server stores them (support_messages.subject). */
export const SUPPORT_SUBJECTS = ['technical', 'billing', 'reservations', 'venues', 'general', 'feature'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export interface SupportMessageRequest {
  name: string;
  email: string;
  subject: SupportSubject;
  message: string;
}

export interface StoredSupportMessage extends SupportMessageRequest {
  id: string;
  organization_id: string;
  user_id: string | null;
  created_at: string;
}

/**
 * Files the message in the caller's organization's support inbox. A refused field fails
 * with its Spanish message and a code such as invalid_email or message_too_short.
 */
export function submitSupportMessage(request: SupportMessageRequest): Promise<StoredSupportMessage> {
  return callRpc<StoredSupportMessage>('submit_support_message', { ...request });
}
