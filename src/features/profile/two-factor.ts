import type { User } from '@supabase/supabase-js';

/** Two-factor counts as set up once the user has a factor they finished verifying. */
export function hasVerifiedFactor(user: Pick<User, 'factors'> | null): boolean {
  return (user?.factors ?? []).some((factor) => factor.status === 'verified');
}
