// The sidebar remembers expanded/collapsed in a cookie (not localStorage) so that a server
// rendering the page could read it too; the name and lifetime come from the spec.
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** Expanded unless the cookie says 'false'. */
export function readSidebarExpanded(cookieHeader: string = document.cookie): boolean {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}

export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = sidebarCookie(expanded);
}
