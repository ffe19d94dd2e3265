import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/enums';
import { resources } from './resources';

/** How the renderer's i18next is set up (the translation tests set theirs up the same way). */
export const i18nOptions = {
  resources,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
} satisfies InitOptions;

/** The renderer's i18next, ready synchronously: every translation is bundled. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init(i18nOptions);

export async function setLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
