// GoTrue's SITE_URL and URI allow list. Every link this server mails (password recovery,
// staff invitations) starts at the configured site URL, never at the request's Host,
// Origin or X-Forwarded-* headers: those are written by whoever sends the request, and a
// link that a victim clicks must not lead to the sender's site with a session in its hash.

export interface SiteSettings {
  /** The app's public address, e.g. http://192.168.1.20:4173 for gate tablets on the Wi-Fi. */
  siteUrl: string;
  /** Further places a mail link may lead to: exact URLs or globs (`*` within one label or path segment, `**` across). */
  redirectAllowList: string[];
  /** Where mail links reach this server (GoTrue's API_EXTERNAL_URL); the site URL when the app and API share it. */
  apiUrl: string;
}

export const DEFAULT_PORT = 4173;

/** The local address the server listens on, as a browser on this machine reaches it. */
export function defaultSiteUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  const shown = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${shown}:${port}`;
}

/** `SITE_URL` without a trailing slash; refuses anything that is not an http(s) origin-like URL. */
export function normalizeSiteUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL debe empezar por http:// o https:// (se recibió ${siteUrl})`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** `ADDITIONAL_REDIRECT_URLS`: comma-separated, like GoTrue's GOTRUE_URI_ALLOW_LIST. */
export function parseRedirectAllowList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * GoTrue's rule: a redirect on the site URL's own origin is allowed, or one matching an
 * allow-list entry; anything else (another host, a javascript: URL, garbage) is replaced by
 * the site URL. Stricter than GoTrue in one point: the site URL must match scheme, host and
 * port, since another port on the same laptop is another program.
 */
export function safeRedirect(requested: string | undefined | null, site: SiteSettings): string {
  const fallback = `${site.siteUrl}/`;
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  if (url.origin === new URL(site.siteUrl).origin) return url.toString();
  return site.redirectAllowList.some((pattern) => globMatches(pattern, url.toString())) ? url.toString() : fallback;
}

/** Glob over a whole URL like GoTrue's (gobwas/glob with `.` and `/` as separators). */
export function globMatches(pattern: string, candidate: string): boolean {
  const source = pattern
    .split(/(\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^./]*';
      if (part === '?') return '[^./]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`).test(candidate);
}
