// The embedded backend's outgoing mail. There is no mail server on a festival laptop, so
// what GoTrue or an invitation would send is kept in local_mailbox.messages and read at
// /_dev/correo (mailbox-routes.ts). Hosted Supabase sends real mail instead.
import type { Sql } from './engine.ts';

export interface MailLink {
  label: string;
  url: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  links: MailLink[];
}

export interface StoredMail extends OutgoingMail {
  id: string;
  createdAt: string;
}

export async function deliverMail(sql: Sql, mail: OutgoingMail): Promise<void> {
  await sql.query('insert into local_mailbox.messages (to_address, subject, body, links) values ($1, $2, $3, $4::jsonb)', [
    mail.to,
    mail.subject,
    mail.body,
    JSON.stringify(mail.links),
  ]);
}

/** Newest first. */
export async function listMail(sql: Sql, limit = 100): Promise<StoredMail[]> {
  const { rows } = await sql.query<{ id: string; to: string; subject: string; body: string; links: MailLink[]; created_at: string }>(
    `select id::text as id, to_address as to, subject, body, links, to_json(created_at)#>>'{}' as created_at
     from local_mailbox.messages order by created_at desc, id limit $1`,
    [limit],
  );
  return rows.map(({ created_at: createdAt, ...mail }) => ({ ...mail, createdAt }));
}
