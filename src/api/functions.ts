// Calls to the server's functions (`/functions/v1/<name>`: Edge Functions on hosted
// Supabase, the local server's routes otherwise). A refusal becomes an ApiError with the
// function's Spanish message and code, as RPC refusals do.
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { ApiError } from './api-error';
import { supabase } from './supabase-client';

const NETWORK_ERROR_MESSAGE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';
const UNKNOWN_ERROR_MESSAGE = 'Error inesperado del servidor. Intenta nuevamente.';

export async function invokeFunction<Result>(name: string, body: Record<string, unknown>): Promise<Result> {
  const { data, error } = await supabase.functions.invoke<Result>(name, { body });
  if (!error) return data as Result;
  if (error instanceof FunctionsHttpError) {
    const answer = (await (error.context as Response).json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    throw new ApiError(
      typeof answer?.error === 'string' ? answer.error : UNKNOWN_ERROR_MESSAGE,
      typeof answer?.code === 'string' ? answer.code : 'unknown_error',
    );
  }
  if (error instanceof FunctionsFetchError) throw new ApiError(NETWORK_ERROR_MESSAGE, 'network_error');
  throw new ApiError(UNKNOWN_ERROR_MESSAGE, 'unknown_error');
}
