// Entry: first the Supabase configuration (the anon key comes from the server at run time,
// or from the copy kept for offline starts), then the app and the first page's code and data
// side by side; the app renders once both are there (first-page.ts). The styles stay here so
// the page is styled from its first paint.
// (zod is set up without eval wherever it is imported: zod-without-eval.ts, vite.config.ts.)
import { loadRuntimeConfig } from '../api/config';
import { startFirstPage } from './first-page';
import { warmLocaleData } from './warm-locale-data';
import './styles.css';

void loadRuntimeConfig().then(async () => {
  const app = import('./start-app');
  const firstPage = startFirstPage(window.location.pathname);
  // Once the first page's requests have left: starting a worker takes the main thread a few ms.
  warmLocaleData();
  const [{ renderApp }] = await Promise.all([app, firstPage]);
  renderApp();
});
