import { useCallback, useState } from 'react';
import type { ApiError } from '../../shared/contract';
import { toApiError } from '../api';

/**
 * One request at a time from a button or form: whether it is busy and its last error, so each
 * control shows its own failure instead of losing it.
 */
export function useAction(): [busy: boolean, error: ApiError | null, run: <T>(work: () => Promise<T>) => Promise<T | undefined>, clear: () => void] {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = useCallback(async <T,>(work: () => Promise<T>) => {
    setBusy(true);
    setError(null);
    try {
      return await work();
    } catch (e) {
      setError(toApiError(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, error, run, useCallback(() => setError(null), [])];
}
