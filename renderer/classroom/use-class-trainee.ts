import { useEffect, useState } from 'react';
import type { ClassMe } from '../../shared/classroom';
import type { ApiError } from '../../shared/contract';
import { call, toApiError } from '../api';

/**
 * Who this browser is in class, for a screen beside the class page (Practice): the host records
 * an admitted trainee's practice as theirs, so the screen says so instead of offering a guest's
 * session. `enabled`: false outside a class (nothing is asked).
 */
export function useClassTrainee(enabled: boolean): { me: ClassMe | null; error: ApiError | null } {
  const [me, setMe] = useState<ClassMe | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    call('class.me', {}).then(
      (r) => live && setMe(r),
      (e: unknown) => live && setError(toApiError(e)),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return { me, error };
}
