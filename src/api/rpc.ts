import { apiErrorFromPostgrest } from './api-error';
import { supabase } from './supabase-client';

/** Calls a jsonb-returning RPC; a failure becomes an ApiError with the server's Spanish message. */
export async function callRpc<Result>(fn: string, args: Record<string, unknown> = {}): Promise<Result> {
  const { data, error, status } = await supabase.rpc(fn, args);
  if (error) throw apiErrorFromPostgrest(error, status);
  return data as Result;
}
