/**
 * The translations, shared by the renderer and by the main process (for its menu). Typing every
 * language as English's shape makes a missing key a compile error.
 */
import type { Language } from '../../shared/enums';
import da from './da.json';
import en from './en.json';
import sv from './sv.json';

export type Translation = typeof en;

export const resources: Record<Language, { translation: Translation }> = {
  en: { translation: en },
  sv: { translation: sv },
  da: { translation: da },
};
