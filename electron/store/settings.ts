import path from 'node:path';
import { defaultSettings, Settings } from '../../shared/contract';
import { JsonDocument } from './json-document';

export const SETTINGS_FILE = 'settings.json';

export type SettingsStore = JsonDocument<Settings>;

export function createSettingsStore(
  dataDir: string,
  onRecovered?: (movedTo: string, reason: string) => void,
): SettingsStore {
  return new JsonDocument<Settings>({
    file: path.join(dataDir, SETTINGS_FILE),
    label: 'settings',
    version: 1,
    schema: Settings,
    defaults: defaultSettings,
    onRecovered,
  });
}
