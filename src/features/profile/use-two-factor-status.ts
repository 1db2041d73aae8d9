// Whether two-factor is on, from the server's list of the user's factors (listFactors), not
// from a flag. Offline, the factors in the stored session answer until the server can.
import { useCallback, useEffect, useState } from 'react';
import { verifiedTotpFactor } from '../../api/mfa';
import { useAuthStore } from '../../session/auth-store';

export type TwoFactorStatus =
  | { state: 'loading' }
  | { state: 'enabled'; factorId: string }
  | { state: 'disabled' };

export function useTwoFactorStatus(online: boolean): { status: TwoFactorStatus; reload: () => void } {
  const storedFactor = useAuthStore((state) => state.user?.factors?.find((factor) => factor.status === 'verified')?.id ?? null);
  const [status, setStatus] = useState<TwoFactorStatus>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    const fromSession: TwoFactorStatus = storedFactor ? { state: 'enabled', factorId: storedFactor } : { state: 'disabled' };
    if (!online) {
      setStatus(fromSession);
      return;
    }
    void verifiedTotpFactor().then((listed) => {
      if (!current) return;
      if (!listed.ok) setStatus(fromSession);
      else setStatus(listed.value ? { state: 'enabled', factorId: listed.value.id } : { state: 'disabled' });
    });
    return () => {
      current = false;
    };
  }, [online, storedFactor, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { status, reload };
}
