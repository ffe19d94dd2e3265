/**
 * A trainee's skill map (issue 31): every skill (drill x game family x level) as a cell with its
 * mastery in words and numbers (the colour only repeats the words), and the rules the trainee
 * has met, lowest predicted recall first. A cell practises its skill; levels are suggested, never
 * locked.
 */
import './mastery.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrillKind } from '../../shared/drills';
import type { Trainee } from '../../shared/exam';
import { MASTERY, type SkillMap as Map, type SkillState } from '../../shared/mastery';
import { call } from '../api';
import { useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';
import { Session } from '../practice/Session';
import { ago, ruleName, skillName } from './words';

const PRACTICE_ITEMS = 10;

export function SkillMap({ trainee }: { trainee: Trainee }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [map, setMap] = useState<Map | null>(null);
  const [practice, setPractice] = useState<SkillState | null>(null);
  const [busy, error, run] = useAction();
  const pct = (x: number) => f.percent(x * 100);

  const load = useCallback(() => {
    void run(() => call('mastery.map', { traineeId: trainee.id })).then((m) => m && setMap(m));
  }, [run, trainee.id]);
  useEffect(load, [load]);

  if (practice) {
    const step = { kind: practice.kind, level: practice.level, family: practice.family };
    return (
      <section className="skill-map" aria-label={t('mastery.map.practise', { skill: skillName(t, f, practice) })}>
        <Session
          config={{ kinds: [practice.kind], level: practice.level, count: PRACTICE_ITEMS, timeLimit: 0, plan: Array.from({ length: PRACTICE_ITEMS }, () => step) }}
          who={{ guest: false, trainee }}
          onExit={() => {
            setPractice(null);
            load();
          }}
        />
      </section>
    );
  }

  const kinds = map ? [...new Set(map.skills.map((s) => s.kind))] : [];
  const cell = (kind: DrillKind, level: 1 | 2 | 3) => {
    const skills = map!.skills.filter((s) => s.kind === kind && s.level === level);
    return (
      <td key={level}>
        <ul className="skill-cells">
          {skills.map((s) => (
            <li key={s.family}>
              <button type="button" className={`skill-cell ${s.status}`} onClick={() => setPractice(s)}>
                {/* The visible words say the cell; the hidden ones what pressing it does. */}
                <span className="sr-only">{t('mastery.map.practise', { skill: skillName(t, f, s) })}: </span>
                <span className="family">{t(`mastery.family.${s.family}`)}</span>
                <span className="status">{t(`mastery.map.status.${s.status}`, { n: f.n(s.answers), of: f.n(MASTERY.answers) })}</span>
                {s.accuracy !== null && s.recall !== null && (
                  <span className="numbers">{t('mastery.map.numbers', { accuracy: pct(s.accuracy), seconds: f.n(s.medianSeconds ?? 0), recall: pct(s.recall) })}</span>
                )}
                {s.misses.length > 0 && (
                  <span className="misses">{f.list(s.misses.map((m) => t(`mastery.map.miss.${m}`, { accuracy: pct(MASTERY.accuracy), recall: pct(MASTERY.recall) })))}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </td>
    );
  };

  return (
    <section className="skill-map" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('mastery.map.heading')}</h2>
      <p className="help">{t('mastery.map.intro', { answers: f.n(MASTERY.answers), accuracy: pct(MASTERY.accuracy), recall: pct(MASTERY.recall) })}</p>
      <ErrorPanel error={error} />
      {busy && !map && <p role="status">{t('app.loading')}</p>}
      {map && (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('mastery.map.caption', { name: trainee.name })}>
            <table className="skill-table">
              <caption>{t('mastery.map.caption', { name: trainee.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('mastery.map.drill')}</th>
                  {([1, 2, 3] as const).map((level) => (
                    <th scope="col" key={level}>
                      {t('mastery.map.level', { level: f.n(level) })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {kinds.map((kind) => (
                  <tr key={kind}>
                    <th scope="row">{t(`kinds.${kind}.name`)}</th>
                    {([1, 2, 3] as const).map((level) => cell(kind, level))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('mastery.map.rules')}</h3>
          {map.rules.length === 0 ? (
            <p>{t('mastery.map.rulesEmpty')}</p>
          ) : (
            <ol className="rule-list">
              {map.rules.map((r) => (
                <li key={r.rule}>
                  <strong>{ruleName(t, r.rule)}</strong>: {t('mastery.map.rule', { recall: pct(r.recall), right: f.n(r.right), answers: f.n(r.answers) })}
                  {r.lastMissedAt !== null && <>; {t('mastery.map.lastMissed', { ago: ago(t, map.now, r.lastMissedAt) })}</>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
