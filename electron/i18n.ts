import i18next from 'i18next';
import type { Language } from '../shared/enums';
import { resources } from '../renderer/i18n/resources';

/** The main process's strings (its menu and dialogs) come from the renderer's translations. */
const i18n = i18next.createInstance();
void i18n.init({ resources, lng: 'en', fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });

export function translator(language: Language): (key: string) => string {
  const t = i18n.getFixedT(language);
  return (key) => t(key);
}
