import { useCallback, useEffect, useState } from 'react';
import type { ApiError, Res, Settings } from '../shared/contract';
import { call, toApiError } from './api';
import { pageLanguage } from './classroom/page-language';
import { setLanguage } from './i18n';

export type Boot =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; info: Res<'app.info'>; settings: Settings };

/**
 * What the shell needs before it can show anything: the host's info and the stored settings.
 * `alongside` (the first screen's chunk) is waited for too; if it fails, its screen reports that.
 */
export function useBoot(alongside?: Promise<unknown>): [Boot, retry: () => void] {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setBoot({ status: 'loading' });
    Promise.all([call('app.info', {}), call('settings.get', {}), alongside?.catch(() => undefined)])
      .then(async ([info, settings]) => {
        // A class's trainee reads the page in the language their browser chose; everyone else in the host's.
        await setLanguage(pageLanguage(info.role) ?? settings.language);
        if (live) setBoot({ status: 'ready', info, settings });
      })
      .catch((error: unknown) => live && setBoot({ status: 'failed', error: toApiError(error) }));
    return () => {
      live = false;
    };
  }, [attempt]);
  return [boot, useCallback(() => setAttempt((n) => n + 1), [])];
}
