import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Done } from './session-types';
import { sayOf } from '../i18n/say';
import { scoreLine, stepsLine } from './Feedback';
import { useFormat } from './format';
import { phraseMistake } from './messages';
import { stepsRight } from './steps';

/** The end of a session: the score, the time, and what went wrong most. */
export function Summary({ done, onAgain }: { done: Done[]; onAgain(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const earned = done.reduce((sum, d) => sum + d.result.earned, 0);
  const possible = done.reduce((sum, d) => sum + d.result.possible, 0);
  const right = done.filter((d) => d.result.correct).length;
  const seconds = done.reduce((sum, d) => sum + d.result.seconds, 0);
  const speeds = { fast: 0, normal: 0, slow: 0 };
  for (const d of done) speeds[d.result.speed]++;
  const byKey = new Map<string, { count: number; example: (typeof done)[number]['result']['mistakes'][number] }>();
  for (const d of done) for (const m of d.result.mistakes) {
    const seen = byKey.get(m.message.key);
    byKey.set(m.message.key, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? m });
  }
  // Whole hands count their steps: each step right or not.
  const hands = done.filter((d) => d.result.answer.kind === 'whole-hand').map((d) => stepsRight(d.result));
  const steps = hands.reduce((sum, h) => sum + h.steps, 0);
  const stepsOk = hands.reduce((sum, h) => sum + h.right, 0);
  const worst = [...byKey.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, 5);
  const byKind = new Map<string, { earned: number; possible: number }>();
  for (const d of done) {
    const k = byKind.get(d.kind) ?? { earned: 0, possible: 0 };
    byKind.set(d.kind, { earned: k.earned + d.result.earned, possible: k.possible + d.result.possible });
  }
  return (
    <section className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading" ref={heading} tabIndex={-1}>
        {t('drill.summary.heading')}
      </h2>
      <p className="summary-score">
        {t('drill.summary.score', {
          items: t('drill.summary.itemsRight', { right: format.n(right), items: format.n(done.length), count: done.length }),
          points: scoreLine({ earned, possible }, format, sayOf(t)),
          percent: format.n(possible ? Math.round((earned / possible) * 100) : 0),
        })}
      </p>
      {hands.length > 0 && <p className="summary-steps">{t('felt.summary.steps', { steps: stepsLine({ right: stepsOk, steps }, format, sayOf(t)) })}</p>}
      <p>{t('drill.summary.time', { seconds: format.seconds(done.length ? seconds / done.length : 0), fast: format.n(speeds.fast), normal: format.n(speeds.normal), slow: format.n(speeds.slow) })}</p>
      {byKind.size > 0 && (
        <table className="by-kind">
          <caption>{t('drill.summary.byKind')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('drill.summary.kind')}</th>
              <th scope="col">{t('drill.summary.points')}</th>
            </tr>
          </thead>
          <tbody>
            {[...byKind].map(([kind, s]) => (
              <tr key={kind}>
                <th scope="row">{t(`kinds.${kind as 'gather'}.name`)}</th>
                <td>
                  {format.n(s.earned)} / {format.n(s.possible)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('drill.summary.worst')}</h3>
      {worst.length === 0 ? (
        <p>{t('drill.summary.noMistakes')}</p>
      ) : (
        <ol className="worst">
          {worst.map(([key, { count, example }]) => (
            <li key={key}>
              {t('drill.summary.times', { count })}: {phraseMistake(example, format, t)}
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="primary" onClick={onAgain}>
        {t('drill.summary.again')}
      </button>
    </section>
  );
}
