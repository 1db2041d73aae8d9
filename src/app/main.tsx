// Entry: first the Supabase configuration (the anon key comes from the server at run time,
// or from the copy kept for offline starts), then the app, whose supabase client is created
// as its modules load, and the first page's code and data alongside it (first-page.ts).
// The styles stay here so the page is styled from its first paint.
// (zod is set up without eval wherever it is imported: zod-without-eval.ts, vite.config.ts.)
import { loadRuntimeConfig } from '../api/config';
import { startFirstPage } from './first-page';
import './styles.css';

void loadRuntimeConfig().then(() => {
  startFirstPage(window.location.pathname);
  return import('./start-app');
});
