/**
 * The current trainee: the list from records.trainees and the one chosen on this computer,
 * remembered in localStorage so that a reload (or the Results screen) knows who is working.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../shared/contract';
import type { Trainee } from '../../shared/exam';
import { call, toApiError } from '../api';

const KEY = 'dealer-trainer.trainee';

export function storedTraineeId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage disabled: the choice lasts until the page closes
  }
}

function storeTraineeId(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    /* see storedTraineeId */
  }
}

export interface TraineeState {
  trainees: Trainee[] | null;
  error: ApiError | null;
  chosen: Trainee | null;
  choose(id: string | null): void;
  add(name: string, studentId: string): Promise<void>;
  /** Reads the list again (after a trainee was renamed, merged, archived or deleted). */
  reload(): void;
}

/** `enabled`: false where the caller may not list trainees (a class's trainee), so nothing is asked. */
export function useTrainees(enabled = true): TraineeState {
  const [trainees, setTrainees] = useState<Trainee[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [chosenId, setChosenId] = useState(storedTraineeId);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    call('records.trainees', {}).then(
      (r) => live && setTrainees(r.trainees),
      (e: unknown) => live && setError(toApiError(e)),
    );
    return () => {
      live = false;
    };
  }, [enabled, version]);

  const choose = useCallback((id: string | null) => {
    storeTraineeId(id);
    setChosenId(id);
  }, []);

  const add = useCallback(
    async (name: string, studentId: string) => {
      const trainee = await call('records.addTrainee', { name, ...(studentId.trim() ? { studentId } : {}) });
      setTrainees((list) => [...(list ?? []), trainee]);
      choose(trainee.id);
    },
    [choose],
  );

  // A remembered id that is no longer in the records (a reset database) is forgotten, so that
  // nothing sends it to main again.
  const chosen = trainees?.find((t) => t.id === chosenId) ?? null;
  useEffect(() => {
    if (trainees && chosenId && !chosen) choose(null);
  }, [trainees, chosenId, chosen, choose]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { trainees, error, chosen, choose, add, reload };
}
