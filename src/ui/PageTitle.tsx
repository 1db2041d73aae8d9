// The name of a screen in the browser's tab and history ('Reservas · Taquilla'), rendered next
// to its heading. React 19 moves a <title> rendered anywhere into the document's head, ahead
// of index.html's own, and takes it out when the screen goes: the landing page keeps the
// brand's title.
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · Taquilla`}</title>;
}
