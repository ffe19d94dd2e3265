/**
 * A trainee's own language on a classroom host: the host's language is the instructor's setting,
 * and a trainee's browser may not change it, so each browser keeps its choice for its own pages
 * (localStorage), from the join page on.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languages, type Role } from '../../shared/enums';
import { setLanguage } from '../i18n';

const KEY = 'dealer-trainer.pageLanguage';

/** The roles whose page language is their browser's own choice: a class's trainees and those asking to join. */
const ownChoice: readonly Role[] = ['trainee', 'pending', 'guest'];

/** The language this browser chose for its class pages, if any (`role`: whose page it is). */
export function pageLanguage(role: Role): Language | null {
  if (!ownChoice.includes(role)) return null;
  try {
    const stored = localStorage.getItem(KEY);
    return (languages as readonly string[]).includes(stored ?? '') ? (stored as Language) : null;
  } catch {
    return null; // storage disabled: the host's language
  }
}

export function PageLanguage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [language, setChosen] = useState(i18n.language as Language);
  const choose = (next: Language) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      /* the choice lasts until the page closes */
    }
    setChosen(next);
    void setLanguage(next);
  };
  return (
    <div className="field page-language">
      <label htmlFor={`${id}-lang`}>{t('classroom.language')}</label>
      <select id={`${id}-lang`} value={language} onChange={(e) => choose(e.target.value as Language)}>
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {i18n.getFixedT(l)('meta.endonym')}
          </option>
        ))}
      </select>
    </div>
  );
}
