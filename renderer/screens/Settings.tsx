import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res, Settings } from '../../shared/contract';
import { errorText } from '../exam/error-text';
import { type Language, languages, ruleProfiles } from '../../shared/enums';
import { ScreenHeading } from '../components/ScreenHeading';
import { type SaveState, useSettings } from '../settings-context';
import { useDebouncedCommit } from '../use-debounced-commit';

/** Every change applies and saves at once; there is no Save button to forget. */
export function SettingsScreen({ info }: { info: Res<'app.info'> }) {
  const { t, i18n } = useTranslation();
  const { settings, save, update } = useSettings();
  const [volume, setVolume, volumeWaiting] = useDebouncedCommit(settings.volume, (value) => update({ volume: value }));
  const id = useId();

  return (
    <>
      <ScreenHeading>{t('settings.heading')}</ScreenHeading>
      <div className="settings">
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('settings.language')}</label>
          <select
            id={`${id}-language`}
            value={settings.language}
            onChange={(event) => update({ language: event.target.value as Language })}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {i18n.getFixedT(language)('meta.endonym')}
              </option>
            ))}
          </select>
        </div>

        <fieldset>
          <legend>{t('settings.soundHeading')}</legend>
          <label className="check">
            <input type="checkbox" checked={settings.sound} onChange={(event) => update({ sound: event.target.checked })} />
            {t('settings.sound')}
          </label>
          <div className="field">
            <label htmlFor={`${id}-volume`}>{t('settings.volume')}</label>
            <input
              id={`${id}-volume`}
              type="range"
              min={0}
              max={100}
              step={5}
              value={volume}
              disabled={!settings.sound}
              aria-valuetext={t('settings.volumeValue', { value: volume })}
              onChange={(event) => setVolume(Number(event.target.value))}
            />
            <output htmlFor={`${id}-volume`}>{t('settings.volumeValue', { value: volume })}</output>
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('settings.profile')}</legend>
          <p className="help">{t('settings.profileHelp')}</p>
          {ruleProfiles.map((profile) => (
            <label key={profile} className="choice">
              <input
                type="radio"
                name={`${id}-profile`}
                value={profile}
                checked={settings.ruleProfile === profile}
                onChange={() => update({ ruleProfile: profile })}
              />
              <span>
                <span className="choice-label">{t(`settings.profiles.${profile}.label`)}</span>
                <span className="help">{t(`settings.profiles.${profile}.help`)}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <School settings={settings} onSave={update} />

        {/* Where the records go is the computer's own user's choice, not a classroom browser's. */}
        {info.role === 'local' && <RecordsDatabase saved={settings.recordsDatabase} onSave={(value) => update({ recordsDatabase: value })} />}

        {/* A slider move waiting to be saved counts as saving: it is not on disk yet. */}
        <SaveStatus save={volumeWaiting ? { state: 'saving' } : save} />
      </div>
    </>
  );
}

/** Where the records are kept: this computer's file, or a school's PostgreSQL (from the next start). */
function RecordsDatabase({ saved, onSave }: { saved: string | null; onSave(value: string | null): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(saved ?? '');
  useEffect(() => setValue(saved ?? ''), [saved]);
  return (
    <fieldset>
      <legend>{t('settings.recordsHeading')}</legend>
      <form
        className="field"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(value.trim() || null);
        }}
      >
        <label htmlFor={`${id}-db`}>{t('settings.recordsDatabase')}</label>
        <input id={`${id}-db`} type="text" inputMode="url" spellCheck={false} autoComplete="off" placeholder="postgres://" value={value} onChange={(event) => setValue(event.target.value)} aria-describedby={`${id}-db-help`} />
        <button type="submit" disabled={(value.trim() || null) === saved}>
          {t('settings.recordsDatabaseSave')}
        </button>
      </form>
      <p className="help" id={`${id}-db-help`}>
        {t('settings.recordsDatabaseHelp')}
      </p>
    </fieldset>
  );
}

/** The instructor's school, class and own name for class certificates, and whether self-study results count at all. */
function School({ settings, onSave }: { settings: Settings; onSave(patch: Partial<Pick<Settings, SchoolField | 'onlyClassResults'>>): void }) {
  const { t } = useTranslation();
  const id = useId();
  const saved = { schoolName: settings.schoolName, className: settings.className, instructorName: settings.instructorName };
  const [names, setNames] = useState(saved);
  useEffect(() => setNames({ schoolName: settings.schoolName, className: settings.className, instructorName: settings.instructorName }), [settings.schoolName, settings.className, settings.instructorName]);
  const changed = SCHOOL_FIELDS.some((field) => names[field].trim() !== saved[field]);
  return (
    <fieldset>
      <legend>{t('settings.schoolHeading')}</legend>
      <p className="help" id={`${id}-help`}>
        {t('settings.schoolHelp')}
      </p>
      <form
        className="school-names"
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ schoolName: names.schoolName.trim(), className: names.className.trim(), instructorName: names.instructorName.trim() });
        }}
      >
        {SCHOOL_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`settings.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              type="text"
              maxLength={field === 'instructorName' ? 80 : 100}
              autoComplete="off"
              value={names[field]}
              aria-describedby={`${id}-help`}
              onChange={(event) => setNames({ ...names, [field]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" disabled={!changed}>
          {t('settings.saveNames')}
        </button>
      </form>
      <label className="choice">
        <input type="checkbox" checked={settings.onlyClassResults} onChange={(event) => onSave({ onlyClassResults: event.target.checked })} />
        <span>
          <span className="choice-label">{t('settings.onlyClassResults')}</span>
          <span className="help">{t('settings.onlyClassResultsHelp')}</span>
        </span>
      </label>
    </fieldset>
  );
}

const SCHOOL_FIELDS = ['schoolName', 'className', 'instructorName'] as const;
type SchoolField = (typeof SCHOOL_FIELDS)[number];

function SaveStatus({ save }: { save: SaveState }) {
  const { t } = useTranslation();
  return (
    <p className={`save-status ${save.state}`} role="status" aria-live="polite">
      {save.state === 'saving' && t('settings.saving')}
      {save.state === 'saved' && t('settings.saved')}
      {save.state === 'failed' && `${t('settings.saveFailed')} ${errorText(save.error, t)} (${save.error.message})`}
    </p>
  );
}
