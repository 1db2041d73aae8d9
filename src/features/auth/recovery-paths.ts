// The recovery pages' addresses, apart from password-recovery.ts: the app's start needs the
// reset page's address and must not load supabase-js for it.
export const FORGOT_PASSWORD_PATH = '/recuperar-contrasena';
export const RESET_PASSWORD_PATH = '/restablecer-contrasena';
