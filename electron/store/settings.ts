import path from 'node:path';
import { defaultSettings, type Notice, Settings } from '../../shared/contract';
import { type DocumentNotice, JsonDocument } from './json-document';

export const SETTINGS_FILE = 'settings.json';

export class SettingsStore extends JsonDocument<Settings> {
  /** What loading the settings found, as app.notices reports it. */
  get settingsNotices(): Notice[] {
    return this.notices.map(toNotice);
  }
}

export function createSettingsStore(dataDir: string, log?: { warn(message: string): void }): SettingsStore {
  return new SettingsStore({
    file: path.join(dataDir, SETTINGS_FILE),
    label: 'settings',
    version: 1,
    schema: Settings,
    defaults: defaultSettings,
    warn: log && ((message) => log.warn(message)),
  });
}

function toNotice(n: DocumentNotice): Notice {
  if (n.kind === 'recovered') return { code: 'settings-recovered', file: n.file, reason: n.reason };
  if (n.kind === 'fields-reset') return { code: 'settings-field-reset', file: n.file, fields: n.fields };
  if (n.kind === 'unreadable') return { code: 'settings-unreadable', file: n.file, reason: n.reason };
  return { code: 'settings-newer', file: n.file, reason: `format ${n.version}` };
}
