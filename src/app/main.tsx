// Entry: first the Supabase configuration (the anon key comes from the server at run time,
// or from the copy kept for offline starts), then the app, whose supabase client is created
// as its modules load. The styles stay here so the page is styled from its first paint.
// First, before any module builds a schema: zod decides whether to compile with eval when a
// schema is built, and the app's chunks may run before start-app's own imports (see the file).
import './zod-without-eval';
import { loadRuntimeConfig } from '../api/config';
import './styles.css';

void loadRuntimeConfig().then(() => import('./start-app'));
