/** An audition's setup as fields (game or rotation, mode, players, hands, rules): the trainee's own, and a class's the instructor starts. */
import { useTranslation } from 'react-i18next';
import { type AuditionSetup, auditionFormats, auditionModes } from '../../../shared/audition';

const ROTATIONS = new Set(['horse', 'eight-game']);

/** The setup as sent: a single game has no rotation to choose. */
export const setupToSend = (setup: AuditionSetup): AuditionSetup => ({ ...setup, rotation: ROTATIONS.has(setup.format) ? setup.rotation : 'orbit' });

/** `seed`: the table's number as typed (blank: a new deal). */
export function SetupFields({ setup, onChange, seed, onSeed }: { setup: AuditionSetup; onChange(s: AuditionSetup): void; seed: string; onSeed(s: string): void }) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('audition.format')}
        <select name="format" value={setup.format} onChange={(e) => onChange({ ...setup, format: e.target.value as AuditionSetup['format'] })}>
          {auditionFormats.map((f) => (
            <option key={f} value={f}>
              {t(`audition.formats.${f}`)}
            </option>
          ))}
        </select>
      </label>
      {ROTATIONS.has(setup.format) && (
        <label>
          {t('audition.rotation')}
          <select name="rotation" value={setup.rotation} onChange={(e) => onChange({ ...setup, rotation: e.target.value as AuditionSetup['rotation'] })}>
            <option value="orbit">{t('audition.rotations.orbit')}</option>
            <option value="hand">{t('audition.rotations.hand')}</option>
          </select>
        </label>
      )}
      <fieldset className="audition-modes">
        <legend>{t('audition.mode')}</legend>
        {auditionModes.map((m) => (
          <label key={m}>
            <input type="radio" name="mode" value={m} checked={setup.mode === m} onChange={() => onChange({ ...setup, mode: m })} />
            <span>
              <strong>{t(`audition.modes.${m}.name`)}</strong> {t(`audition.modes.${m}.text`)}
            </span>
          </label>
        ))}
      </fieldset>
      <label>
        {t('audition.seats')}
        <input name="seats" type="number" min={2} max={10} value={Number.isNaN(setup.seats) ? '' : setup.seats} onChange={(e) => onChange({ ...setup, seats: e.target.valueAsNumber })} required />
      </label>
      <label>
        {t('audition.hands')}
        <input name="hands" type="number" min={1} max={200} value={Number.isNaN(setup.hands) ? '' : setup.hands} onChange={(e) => onChange({ ...setup, hands: e.target.valueAsNumber })} required />
      </label>
      <label>
        {t('audition.profile')}
        <select name="profile" value={setup.profile} onChange={(e) => onChange({ ...setup, profile: e.target.value as AuditionSetup['profile'] })}>
          <option value="cash">{t('audition.profiles.cash')}</option>
          <option value="tournament">{t('audition.profiles.tournament')}</option>
        </select>
      </label>
      <label>
        {t('audition.table')}
        <input name="seed" inputMode="numeric" pattern="[0-9]*" value={seed} onChange={(e) => onSeed(e.target.value.replace(/\D/g, '').slice(0, 10))} />
      </label>
    </>
  );
}

/** The typed table number as sent: none when blank. */
export const seedToSend = (seed: string): { seed?: number } => (seed.trim() === '' ? {} : { seed: Number(seed) });
