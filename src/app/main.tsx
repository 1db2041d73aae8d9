// Entry: first the Supabase configuration (the anon key comes from the server at run time,
// or from the copy kept for offline starts), then the app, whose supabase client is created
// as its modules load. The styles stay here so the page is styled from its first paint.
import { loadRuntimeConfig } from '../api/config';
import './styles.css';

void loadRuntimeConfig().then(() => import('./start-app'));
