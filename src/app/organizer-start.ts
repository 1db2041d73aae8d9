// The organizer's first screen after signing in: the route table, the layout and the
// dashboard, each a chunk of its own that loads the first time it is shown. Asked for as
// the person starts using the sign-in form (first-page.ts), they are in by the time the
// password is accepted: the layout shows, and the replica's first sync starts
// (features/sync-status/use-sync-session), without waiting for them one after another.
export function preloadOrganizerStart(): void {
  for (const load of [() => import('./organizer-routes'), () => import('./layouts/OrganizerLayout'), () => import('../features/dashboard/DashboardPage')]) {
    // A failed download is tried again when the screen itself is shown.
    load().catch(() => undefined);
  }
}
