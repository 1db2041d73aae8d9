// The secret that signs every token of this installation. The first start draws a random one
// and keeps it in the data folder, readable only by its owner; `JWT_SECRET` overrides it.
// Supabase CLI's demo secret is public, so a server that used it would accept anyone's forged
// service_role token: it is refused even when set explicitly.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signApiKey } from './jwt.ts';

export const SECRETS_FILE_NAME = 'secrets.json';
const MIN_SECRET_LENGTH = 32;
/** SHA-256 of secrets published on the internet (Supabase CLI's local default). */
const PUBLIC_SECRET_HASHES = new Set(['a064b502e61d27e94b8717290e5e1b32e36720e9fbdf952ec81a84c07128cb37']);

export interface InstallationSecrets {
  jwtSecret: string;
  /** The public key of the app (role anon). */
  anonKey: string;
  /** Full access, for scripts on this machine only. */
  serviceRoleKey: string;
  /** Where the secret came from, for the start banner. */
  source: string;
}

export class SecretError extends Error {}

interface SecretsFile {
  jwt_secret: string;
  created_at: number;
  /** Written for the person's scripts (the service_role key bypasses row-level security); never read back. */
  anon_key?: string;
  service_role_key?: string;
}

export function isPublicSecret(secret: string): boolean {
  return PUBLIC_SECRET_HASHES.has(crypto.createHash('sha256').update(secret).digest('hex'));
}

function checkSecret(secret: string, origin: string): void {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new SecretError(`El secreto JWT de ${origin} es demasiado corto: usa al menos ${MIN_SECRET_LENGTH} caracteres.`);
  }
  if (isPublicSecret(secret)) {
    throw new SecretError(
      `El secreto JWT de ${origin} es el secreto de demostración publicado por Supabase: cualquiera podría falsificar sesiones. ` +
        `Quita JWT_SECRET para que Taquilla genere uno propio, o usa uno aleatorio (por ejemplo: openssl rand -base64 48).`,
    );
  }
}

async function freshSecrets(): Promise<SecretsFile> {
  const secret = crypto.randomBytes(48).toString('base64url');
  const createdAt = Math.floor(Date.now() / 1000);
  return {
    jwt_secret: secret,
    created_at: createdAt,
    anon_key: await signApiKey(secret, 'anon', createdAt),
    service_role_key: await signApiKey(secret, 'service_role', createdAt),
  };
}

/** Reads the installation's secret, creating it on the first start. */
export async function readOrCreateSecretsFile(dataDir: string): Promise<SecretsFile> {
  const file = path.join(dataDir, SECRETS_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fresh = await freshSecrets();
  try {
    // 'wx': two first starts racing cannot both write; the loser reads the winner's secret.
    fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // An older copy may have been made readable by others (a backup restored, a chmod): close it again.
  if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  let stored: Partial<SecretsFile>;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SecretsFile>;
  } catch {
    throw new SecretError(`No se pudo leer ${file}: el archivo está dañado. Restáuralo desde una copia o bórralo (todas las sesiones se cerrarán).`);
  }
  if (typeof stored.jwt_secret !== 'string' || typeof stored.created_at !== 'number') {
    throw new SecretError(`El archivo ${file} no tiene el formato esperado. Restáuralo desde una copia o bórralo (todas las sesiones se cerrarán).`);
  }
  checkSecret(stored.jwt_secret, file);
  return { jwt_secret: stored.jwt_secret, created_at: stored.created_at };
}

export async function installationSecrets(dataDir: string, envSecret: string | undefined): Promise<InstallationSecrets> {
  let jwtSecret: string;
  let issuedAt: number;
  let source: string;
  if (envSecret !== undefined && envSecret !== '') {
    checkSecret(envSecret, 'JWT_SECRET');
    jwtSecret = envSecret;
    issuedAt = Math.floor(Date.now() / 1000);
    source = 'JWT_SECRET';
  } else {
    const stored = await readOrCreateSecretsFile(dataDir);
    jwtSecret = stored.jwt_secret;
    // The keys' issue time is the secret's: the same secret gives the same keys at every start.
    issuedAt = stored.created_at;
    source = path.join(dataDir, SECRETS_FILE_NAME);
  }
  return {
    jwtSecret,
    anonKey: await signApiKey(jwtSecret, 'anon', issuedAt),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role', issuedAt),
    source,
  };
}
