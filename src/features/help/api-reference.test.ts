// The API page must not drift from the database: every documented function exists in
// supabase/migrations with exactly the documented argument names.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from './api-reference';

const migrationsDir = path.resolve(__dirname, '../../../supabase/migrations');
const migrations = fs
  .readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => fs.readFileSync(path.join(migrationsDir, file), 'utf8'))
  .join('\n');

/** The argument names of `create function public.<name>(...)`, in order. */
function declaredArguments(name: string): string[] | null {
  const match = new RegExp(`create function public\\.${name}\\(([^)]*)\\)`).exec(migrations);
  if (!match) return null;
  return match[1]
    .split(',')
    .map((argument) => argument.trim().split(/\s+/)[0])
    .filter(Boolean);
}

describe('API_FUNCTIONS', () => {
  it.each(API_FUNCTIONS.map((doc) => [doc.name, doc] as const))('%s matches its migration', (name, doc) => {
    expect(declaredArguments(name)).toEqual(doc.args.map((argument) => argument.replace(/\?$/, '')));
  });
});
