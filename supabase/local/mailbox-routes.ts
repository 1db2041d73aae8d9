// `/_dev/correo`: the local mailbox as a page (and `/_dev/correo.json` for scripts). Recovery
// links sign their reader in, so only this machine may read them: a server started with
// HOST=0.0.0.0 for the gate tablets still keeps its mailbox to itself.
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Engine } from './engine.ts';
import { listMail, type StoredMail } from './mailbox.ts';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function mailboxRoutes(engine: Engine): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    if (!isLoopback(c)) return c.text('El correo local solo se puede leer desde el equipo donde corre Taquilla.', 403);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get('/correo.json', async (c) => c.json(await listMail(engine)));
  app.get('/correo', async (c) => c.html(mailboxPage(await listMail(engine))));
  // A file of its own, not a <style> in the page: the Content-Security-Policy allows no inline style.
  app.get('/correo.css', (c) => c.body(MAILBOX_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  return app;
}

function isLoopback(c: Context): boolean {
  try {
    return LOOPBACK_ADDRESSES.has(getConnInfo(c).remote.address ?? '');
  } catch {
    // Not running on Node's HTTP server (no socket to ask): nothing to protect from.
    return true;
  }
}

const MAILBOX_CSS = `  body { font-family: system-ui, sans-serif; background: #fafaf9; color: #1c1917; margin: 0; padding: 1.5rem; }
  main { max-width: 44rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .intro { color: #57534e; margin: 0 0 1.5rem; }
  article { background: #fff; border: 1px solid #e7e5e4; border-radius: .75rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  header { display: flex; flex-direction: column; gap: .25rem; }
  header span { color: #78716c; font-size: .875rem; }
  .button { display: inline-block; background: #c2410c; color: #fff; padding: .5rem .9rem; border-radius: .5rem; text-decoration: none; font-weight: 600; margin: .25rem .25rem 0 0; }
  .empty { color: #57534e; }
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const sentAt = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

function messageHtml(mail: StoredMail): string {
  const links = mail.links
    .map((link) => `<a class="button" href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
    .join(' ');
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><span>Para ${escapeHtml(mail.to)} · ${sentAt.format(new Date(mail.createdAt))}</span></header>
  <p>${escapeHtml(mail.body).replaceAll('\n', '<br>')}</p>
  <p>${links}</p>
</article>`;
}

function mailboxPage(messages: StoredMail[]): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p class="empty">Aún no hay mensajes. Pide un enlace de recuperación o invita a alguien a tu equipo.</p>';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Correo local · Taquilla</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/_dev/correo.css">
</head>
<body><main>
<h1>Correo local</h1>
<p class="intro">Los correos que Taquilla enviaría (recuperar contraseña, invitaciones al equipo), del más reciente al más antiguo. Actualiza la página para ver los nuevos.</p>
${list}
</main></body>
</html>`;
}
