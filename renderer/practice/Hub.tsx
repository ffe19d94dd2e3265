import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import type { DrillShippedHandsResponse } from '../../shared/drills';
import { type DrillKind, drillKinds, PHH_TEXT_LIMIT } from '../../shared/enums';
import { type KindJob, kindGroups } from '../../shared/kind-groups';
import type { KindStat, Overview } from '../../shared/trainees';
import { call, toApiError } from '../api';
import { useExamFormat } from '../exam/format';
import { sayOf } from '../i18n/say';
import { handTitle, type HandTitle } from './hand-title';
import type { SessionConfig } from './session-types';

/** Where a whole hand comes from. */
export const handSources = ['generated', 'shipped', 'file'] as const;
export type HandSourceChoice = (typeof handSources)[number];

/** The kinds a mixed session draws from (a whole hand is a long item of its own). */
export const mixedKinds = drillKinds.filter((kind) => kind !== 'whole-hand');

/**
 * Choose a drill kind (grouped by the dealer's job, each with the trainee's accuracy and median
 * time at the chosen level) and level, or a mixed session; how many items; a time limit.
 */
export function Hub({ onStart, initial, overview }: { onStart(config: SessionConfig): void; initial?: Partial<HubChoice>; overview?: Overview | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<HubChoice>({ kind: 'mixed', level: 1, count: 10, timeLimit: 0, source: 'generated', ...initial });
  const [shipped, setShipped] = useState<DrillShippedHandsResponse['hands'] | ApiError | null>(null);
  const [shippedId, setShippedId] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const real = choice.kind === 'whole-hand' && choice.source !== 'generated';

  // The shipped hands are listed by main, once, when the trainee first asks for one.
  const wantShipped = choice.kind === 'whole-hand' && choice.source === 'shipped';
  useEffect(() => {
    if (!wantShipped || (shipped && Array.isArray(shipped))) return;
    let live = true;
    call('drill.shippedHands', {}).then(
      ({ hands }) => {
        if (!live) return;
        setShipped(hands);
        setShippedId((id) => id || (hands[0]?.id ?? ''));
      },
      (error: unknown) => live && setShipped(toApiError(error)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantShipped]);

  const openFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setFile(null);
    setFileError(null);
    if (!picked) return;
    if (picked.size > PHH_TEXT_LIMIT) {
      setFileError(t('drill.hub.fileTooBig', { name: picked.name, kb: Math.round(PHH_TEXT_LIMIT / 1024) }));
      return;
    }
    picked.text().then(
      (text) => setFile({ name: picked.name, text }),
      () => setFileError(t('drill.hub.fileUnreadable', { name: picked.name })),
    );
  };

  // What the session shows of a real hand in place of a hand number.
  const title: HandTitle | undefined =
    choice.source === 'shipped' ? (Array.isArray(shipped) ? shipped.find((h) => h.id === shippedId)?.title : undefined) : file ? { collection: 'file', name: file.name } : undefined;
  const hand: SessionConfig['hand'] =
    choice.kind !== 'whole-hand' || choice.source === 'generated'
      ? undefined
      : choice.source === 'shipped'
        ? shippedId
          ? { shipped: shippedId }
          : undefined
        : file
          ? { phh: file.text }
          : undefined;
  const ready = !real || hand !== undefined;
  // The responsiveness report (e2e) times the first screen up to the hub's first usable moment.
  useEffect(() => {
    if (ready && performance.getEntriesByName('hub-usable').length === 0) performance.mark('hub-usable');
  }, [ready]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onStart({
      kinds: choice.kind === 'mixed' ? [...mixedKinds] : [choice.kind],
      level: choice.level,
      // A real hand is one hand: dealt once.
      count: real ? 1 : choice.count,
      timeLimit: choice.timeLimit,
      ...(hand ? { hand, title } : {}),
    });
  };
  return (
    <form className="hub" onSubmit={start}>
      <fieldset className="kind-choice">
        <legend>{t('drill.hub.kind')}</legend>
        {(
          [{ job: 'mixed', kinds: ['mixed'] }, ...kindGroups] as ReadonlyArray<{ job: KindJob | 'mixed'; kinds: ReadonlyArray<DrillKind | 'mixed'> }>
        ).map((group) => (
          <fieldset key={group.job} className="kind-group">
            <legend>{t(`paths.hub.groups.${group.job}`)}</legend>
            <div className="kind-grid">
              {group.kinds.map((kind) => (
                <label key={kind} className={`kind-option${choice.kind === kind ? ' chosen' : ''}`}>
                  <input type="radio" name={`${id}-kind`} value={kind} checked={choice.kind === kind} onChange={() => setChoice({ ...choice, kind })} />
                  <span>
                    <span className="choice-label">{t(`kinds.${kind}.name`)}</span>
                    <span className="help">{t(`kinds.${kind}.help`)}</span>
                    {kind !== 'mixed' && overview && <KindStatLine stat={overview.kinds.find((k) => k.kind === kind && k.level === choice.level)} />}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <div className="hub-side">
        {choice.kind === 'whole-hand' && (
          <fieldset className="source-choice">
            <legend>{t('drill.hub.source')}</legend>
            {handSources.map((source) => (
              <label key={source} className="choice">
                <input type="radio" name={`${id}-source`} value={source} checked={choice.source === source} onChange={() => setChoice({ ...choice, source })} />
                <span>
                  <span className="choice-label">{t(`drill.hub.sources.${source}.name`)}</span>
                  <span className="help">{t(`drill.hub.sources.${source}.help`)}</span>
                </span>
              </label>
            ))}
            {choice.source === 'shipped' &&
              (shipped === null ? (
                <p role="status">{t('app.loading')}</p>
              ) : Array.isArray(shipped) ? (
                <div className="field">
                  <label htmlFor={`${id}-shipped`}>{t('drill.hub.shippedHand')}</label>
                  <select id={`${id}-shipped`} className="shipped-hand" value={shippedId} onChange={(event) => setShippedId(event.target.value)}>
                    {shipped.map((h) => (
                      <option key={h.id} value={h.id}>
                        {handTitle(h.title, sayOf(t))} · {t(`drill.variant.${h.variant}`)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <p className="error" role="alert">
                  {t('drill.hub.shippedFailed', { message: shipped.message })}
                </p>
              ))}
            {choice.source === 'file' && (
              <div className="field">
                <label htmlFor={`${id}-file`}>{t('drill.hub.phhFile')}</label>
                <input id={`${id}-file`} className="phh-file" type="file" accept=".phh,text/plain" onChange={openFile} aria-describedby={`${id}-file-status`} />
                <p id={`${id}-file-status`} className={fileError ? 'error' : 'help'} role={fileError ? 'alert' : undefined}>
                  {fileError ?? (file ? t('drill.hub.fileOpened', { name: file.name }) : t('drill.hub.fileHelp'))}
                </p>
              </div>
            )}
            {real && <p className="help">{t('drill.hub.oneHand')}</p>}
          </fieldset>
        )}
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
          <select id={`${id}-count`} value={real ? 1 : choice.count} disabled={real} onChange={(event) => setChoice({ ...choice, count: Number(event.target.value) })}>
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
        {/* Beside the choice at every size: in the side column, or held at the foot of a narrow screen. */}
        <div className="hub-start">
          <span className="chosen-kind" aria-hidden="true">
            {t(`kinds.${choice.kind}.name`)} · {t(`drill.hub.levels.${choice.level}.name`)}
          </span>
          <button type="submit" className="button primary" disabled={!ready}>
            {t('drill.hub.start')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** A kind's accuracy and median time for the trainee at the chosen level (over the latest answers). */
function KindStatLine({ stat }: { stat: KindStat | undefined }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  return (
    <span className="kind-stat">
      {stat ? t('paths.hub.stat', { accuracy: f.percent(Math.round(stat.accuracy * 1000) / 10), seconds: f.n(Math.round(stat.medianSeconds * 10) / 10) }) : t('paths.hub.notYet')}
    </span>
  );
}

export interface HubChoice {
  kind: DrillKind | 'mixed';
  level: 1 | 2 | 3;
  count: number;
  timeLimit: number;
  /** Whole hand only: generated, one shipped with the app, or a PHH file the trainee opens. */
  source: HandSourceChoice;
}
