import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrillKind, drillKinds } from '../../shared/drills';
import type { SessionConfig } from './Session';

/** The kinds a mixed session draws from (a whole hand is a long item of its own). */
export const mixedKinds = drillKinds.filter((kind) => kind !== 'whole-hand');

/** Choose a drill kind and level, or a mixed session; how many items; a time limit. */
export function Hub({ onStart, initial }: { onStart(config: SessionConfig): void; initial?: Partial<HubChoice> }) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<HubChoice>({ kind: 'mixed', level: 1, count: 10, timeLimit: 0, ...initial });
  const start = (event: FormEvent) => {
    event.preventDefault();
    onStart({ kinds: choice.kind === 'mixed' ? [...mixedKinds] : [choice.kind], level: choice.level, count: choice.count, timeLimit: choice.timeLimit });
  };
  return (
    <form className="hub" onSubmit={start}>
      <fieldset className="kind-choice">
        <legend>{t('drill.hub.kind')}</legend>
        <div className="kind-grid">
          {(['mixed', ...drillKinds] as const).map((kind) => (
            <label key={kind} className={`kind-option${choice.kind === kind ? ' chosen' : ''}`}>
              <input type="radio" name={`${id}-kind`} value={kind} checked={choice.kind === kind} onChange={() => setChoice({ ...choice, kind })} />
              <span>
                <span className="choice-label">{t(`kinds.${kind}.name`)}</span>
                <span className="help">{t(`kinds.${kind}.help`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="level-choice">
        <legend>{t('drill.hub.level')}</legend>
        {([1, 2, 3] as const).map((level) => (
          <label key={level} className="choice">
            <input type="radio" name={`${id}-level`} value={level} checked={choice.level === level} onChange={() => setChoice({ ...choice, level })} />
            <span>
              <span className="choice-label">{t(`drill.hub.levels.${level}.name`)}</span>
              <span className="help">{t(`drill.hub.levels.${level}.help`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-count`}>{t('drill.hub.count')}</label>
        <select id={`${id}-count`} value={choice.count} onChange={(event) => setChoice({ ...choice, count: Number(event.target.value) })}>
          {[1, 3, 5, 10, 20].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`}>{t('drill.hub.timeLimit')}</label>
        <select id={`${id}-time`} value={choice.timeLimit} onChange={(event) => setChoice({ ...choice, timeLimit: Number(event.target.value) })}>
          {[0, 15, 30, 60].map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('drill.hub.noLimit') : t('drill.hub.seconds', { n })}
            </option>
          ))}
        </select>
      </div>
      <p className="help">{t('drill.hub.keyboard')}</p>
      <button type="submit" className="button primary">
        {t('drill.hub.start')}
      </button>
    </form>
  );
}

export interface HubChoice {
  kind: DrillKind | 'mixed';
  level: 1 | 2 | 3;
  count: number;
  timeLimit: number;
}
