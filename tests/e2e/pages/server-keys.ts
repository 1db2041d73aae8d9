// The anon key of the server under test, read the way the built app reads it: from the
// server at run time. Every installation signs its keys with a secret of its own, so no
// spec can carry a key as a constant.
export async function anonKeyOf(baseURL: string): Promise<string> {
  const response = await fetch(new URL('/app-config.json', baseURL));
  if (!response.ok) throw new Error(`/app-config.json respondió ${response.status}`);
  const { anonKey } = (await response.json()) as { anonKey?: unknown };
  if (typeof anonKey !== 'string' || anonKey === '') throw new Error('/app-config.json no trae la clave anónima');
  return anonKey;
}
