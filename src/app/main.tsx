// Entry: first the Supabase configuration (the anon key comes from the server at run time,
// or from the copy kept for offline starts), then the app and the first page's code and data
// side by side; the app renders once both are there (first-page.ts). The styles stay here so
// the page is styled from its first paint.
// (zod is set up without eval wherever it is imported: zod-without-eval.ts, vite.config.ts.)
import { loadRuntimeConfig } from '../api/config';
import { startFirstPage } from './first-page';
import { warmLocaleData } from './warm-locale-data';
import './styles.css';

warmLocaleData();
void loadRuntimeConfig().then(async () => {
  const [{ renderApp }] = await Promise.all([import('./start-app'), startFirstPage(window.location.pathname)]);
  renderApp();
});
