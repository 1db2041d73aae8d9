/**
 * A page's module, loaded once (a failed download is tried again on the next ask), and known
 * synchronously once it has arrived: route-pages.tsx then renders the page without suspending.
 */
export interface PageLoader<Module> {
  (): Promise<Module>;
  arrived(): Module | undefined;
}

export function pageLoader<Module>(load: () => Promise<Module>): PageLoader<Module> {
  let loading: Promise<Module> | null = null;
  let arrived: Module | undefined;
  const loader = () =>
    (loading ??= load().then(
      (module) => (arrived = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(loader, { arrived: () => arrived });
}
