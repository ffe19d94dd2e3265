/**
 * The instructor's class maps (issue 31): each trainee's skills side by side (the skills someone
 * has answered or the chosen exam asks), each trainee's readiness for that exam, the class's
 * weakest rules, and the whole as CSV. The desktop app's, `npm run web`'s and a classroom host's
 * instructor alike.
 */
import './mastery.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { type ClassMap, MASTERY } from '../../shared/mastery';
import { call } from '../api';
import { downloadText } from '../exam/download';
import { examTitle } from '../exam/exam-title';
import { useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';
import { ruleName, skillName } from './words';

const WEAKEST_SHOWN = 10;

export function ClassMastery() {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [definitions, setDefinitions] = useState<Res<'exam.definitions'>['definitions']>([]);
  const [definitionId, setDefinitionId] = useState('');
  const [map, setMap] = useState<ClassMap | null>(null);
  const [busy, error, run] = useAction();
  const pct = (x: number) => f.percent(x * 100);

  useEffect(() => {
    void call('exam.definitions', {}).then((d) => setDefinitions(d.definitions), () => undefined);
  }, []);
  const request = useCallback(() => (definitionId ? { definitionId } : {}), [definitionId]);
  useEffect(() => {
    void run(() => call('mastery.class', request())).then((m) => m && setMap(m));
  }, [run, request]);
  const csv = () =>
    run(async () => {
      const file = await call('mastery.classCsv', request());
      downloadText(file.fileName, file.text, 'text/csv');
    });

  // The columns: skills someone has answered, and those the exam asks.
  const columns = map ? map.skills.map((s, k) => ({ s, k })).filter(({ k }) => map.exam?.skills.includes(k) || map.trainees.some((tr) => tr.skills[k].answers > 0)) : [];

  return (
    <section className="class-mastery" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('mastery.class.heading')}</h3>
      <p className="help">{t('mastery.class.intro')}</p>
      <div className="field">
        <label htmlFor={`${id}-exam`}>{t('mastery.class.exam')}</label>
        <select id={`${id}-exam`} value={definitionId} onChange={(e) => setDefinitionId(e.target.value)}>
          <option value="">{t('mastery.class.noExam')}</option>
          {definitions.map((d) => (
            <option key={d.id} value={d.id}>
              {examTitle(t, d.definition.title, d.id)}
            </option>
          ))}
        </select>
        <button type="button" disabled={busy || !map?.trainees.length} onClick={() => void csv()}>
          {t('mastery.class.csv')}
        </button>
      </div>
      <ErrorPanel error={error} />
      {map && map.trainees.length === 0 && <p>{t('mastery.class.empty')}</p>}
      {map && map.trainees.length > 0 && (
        <>
          {columns.length === 0 && <p>{t('mastery.class.noneAnswered')}</p>}
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('mastery.class.caption')}>
            <table className="class-skills">
              <caption>{t('mastery.class.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('mastery.class.trainee')}</th>
                  {map.exam && <th scope="col">{t('mastery.class.readiness')}</th>}
                  <th scope="col">{t('mastery.class.mastered')}</th>
                  <th scope="col">{t('mastery.class.answers')}</th>
                  {columns.map(({ s, k }) => (
                    <th scope="col" key={k} className="skill-head">
                      {skillName(t, f, s)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {map.trainees.map((tr) => (
                  <tr key={tr.traineeId}>
                    <th scope="row">{tr.studentId ? t('trainees.withId', { name: tr.name, studentId: tr.studentId }) : tr.name}</th>
                    {map.exam && <td>{pct(tr.readiness ?? 0)}</td>}
                    <td>{f.n(tr.mastered)}</td>
                    <td>{f.n(tr.answers)}</td>
                    {columns.map(({ k }) => {
                      const c = tr.skills[k];
                      return (
                        <td key={k} className={`skill-cell ${c.status}`}>
                          <span aria-hidden="true">{t(`mastery.class.short.${c.status}`, { n: f.n(c.answers), of: f.n(MASTERY.answers), accuracy: pct(c.accuracy ?? 0) })}</span>
                          <span className="sr-only">{t(`mastery.map.status.${c.status}`, { n: f.n(c.answers), of: f.n(MASTERY.answers) })}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {map.weakestRules.length > 0 && (
            <>
              <h4>{t('mastery.class.weakest')}</h4>
              <ol className="rule-list">
                {map.weakestRules.slice(0, WEAKEST_SHOWN).map((r) => (
                  <li key={r.rule}>
                    <strong>{ruleName(t, r.rule)}</strong>: {t('mastery.class.weakestRule', { recall: pct(r.recall), below: f.n(r.below), trainees: f.n(r.trainees), target: pct(MASTERY.recall) })}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
