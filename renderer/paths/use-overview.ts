import { useEffect, useState } from 'react';
import type { ApiError } from '../../shared/contract';
import type { Overview } from '../../shared/trainees';
import { call, toApiError } from '../api';

/** The chosen trainee's practice at a glance (records.overview), or null while loading or with nobody chosen. */
export function useOverview(traineeId: string | null): { overview: Overview | null; error: ApiError | null } {
  const [state, setState] = useState<{ overview: Overview | null; error: ApiError | null }>({ overview: null, error: null });
  useEffect(() => {
    setState({ overview: null, error: null });
    if (!traineeId) return;
    let live = true;
    call('records.overview', { traineeId }).then(
      (overview) => live && setState({ overview, error: null }),
      (e: unknown) => live && setState({ overview: null, error: toApiError(e) }),
    );
    return () => {
      live = false;
    };
  }, [traineeId]);
  return state;
}
