import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ApiError, Req, Settings } from '../shared/contract';
import { call, toApiError } from './api';
import { setLanguage } from './i18n';

export type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; error: ApiError };

interface SettingsContextValue {
  settings: Settings;
  save: SaveState;
  /** Apply at once (a language switch is live), then save; the host's answer has the last word. */
  update(patch: SettingsPatch): void;
}

/** One change: where the records go has its own channel (the local user's only). */
type SettingsPatch = Req<'settings.set'> | Req<'settings.setRecordsDatabase'>;
const send = (patch: SettingsPatch) => ('recordsDatabase' in patch ? call('settings.setRecordsDatabase', patch) : call('settings.set', patch));

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  // Only the latest request's answer is applied, so a slow earlier answer cannot undo a later change.
  const latest = useRef(0);

  const apply = useCallback((next: Settings) => {
    setSettings(next);
    void setLanguage(next.language);
  }, []);

  const update = useCallback(
    (patch: SettingsPatch) => {
      const id = ++latest.current;
      setSettings((current) => ({ ...current, ...patch }));
      if ('language' in patch && patch.language) void setLanguage(patch.language);
      setSave({ state: 'saving' });
      send(patch).then(
        (saved) => {
          if (id !== latest.current) return;
          apply(saved);
          setSave({ state: 'saved' });
        },
        async (error: unknown) => {
          if (id !== latest.current) return;
          setSave({ state: 'failed', error: toApiError(error) });
          // Show what is really stored rather than the change that failed.
          const stored = await call('settings.get', {}).catch(() => undefined);
          if (stored && id === latest.current) apply(stored);
        },
      );
    },
    [apply],
  );

  const value = useMemo(() => ({ settings, save, update }), [settings, save, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings is used outside SettingsProvider');
  return value;
}
