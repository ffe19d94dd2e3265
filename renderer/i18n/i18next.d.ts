import 'i18next';
import type { Translation } from './resources';

// Translation keys are checked at compile time against en.json.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}
