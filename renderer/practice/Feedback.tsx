import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Say, sayOf } from '../i18n/say';
import type { Answer, DrillSubmitResponse, Explanation } from '../../shared/drills';
import { AnswerView } from './AnswerView';
import { type Format, useFormat } from './format';
import { phraseMistake } from './messages';
import { stepsRight } from './steps';
import { whyGroups } from './why-groups';
import { WhyPots } from './WhyPots';

/** Whether an answer joined the trainee's records (main's word; a guest's is never recorded). */
export interface RecordNote {
  status: 'saved' | 'guest' | 'pending' | 'failed';
  message?: string;
}

type T = Say;
type PotsAnswer = Extract<Answer, { kind: 'gather' | 'side-pots' | 'award' }>;

/** The engine's answer to the question on the table: a whole hand's current step, or the item's own. */
function answerAsked(answer: Answer, step: number | undefined): Answer {
  return answer.kind === 'whole-hand' && step !== undefined ? (answer.steps[step] ?? answer) : answer;
}

/** The last explanation of a kind about pot `pot` (a whole hand's latest step comes last). */
const lastAbout = (explanation: readonly Explanation[], key: string, pot: number): Explanation | undefined =>
  explanation.findLast((e) => e.key === key && e.values.pot === pot);
/** A pot's layer step: every stake up to a level (with antes, the same step told as bets plus the ante; a main pot with a big-blind ante, with its dead money). */
const layerOf = (explanation: readonly Explanation[], pot: number): Explanation | undefined =>
  lastAbout(explanation, 'pot-layer', pot) ?? lastAbout(explanation, 'pot-layer-ante', pot) ?? lastAbout(explanation, 'pot-layer-dead', pot);

/**
 * One line per pot: its amount, who can win it, and the working. For pots built from stakes, the
 * layer's step from the engine's own layers (each eligible seat put that much in; the rest is dead
 * money): "8,200 × 7 = 57,400". For an award, how it was shared. Arithmetic on what main sent.
 */
export function potLines(answer: PotsAnswer, explanation: readonly Explanation[], f: Format, t: T): string[] {
  return answer.pots.map((pot, i) => {
    const head = t('felt.feedback.pot', { pot: f.pot(i), amount: f.n(pot.amount), seats: f.seats(pot.eligible) });
    if (answer.kind === 'award') {
      const winners = answer.pots[i].winners;
      if (lastAbout(explanation, 'uncontested', i) && winners.length === 1) return `${head} — ${t('felt.feedback.uncontested', { seat: f.seat(winners[0].player) })}`;
      if (winners.length === 1) return `${head} — ${t('felt.feedback.toOne', { seat: f.seat(winners[0].player) })}`;
      if (winners.length === 0) return head;
      const share = Math.min(...winners.map((w) => w.amount));
      const odd = winners.filter((w) => w.amount > share).map((w) => t('felt.feedback.oddTo', { amount: f.n(w.amount - share), seat: f.seat(w.player) }));
      const working = `${f.n(share)} × ${winners.length}${odd.length ? ` + ${odd.join(' + ')}` : ''} = ${f.n(pot.amount)}`;
      return `${head} — ${t('felt.feedback.split', { seats: f.seats(winners.map((w) => w.player)), working })}`;
    }
    const layer = layerOf(explanation, i);
    if (!layer || typeof layer.values.level !== 'number' || pot.eligible.length === 0) return head;
    const below = i > 0 ? layerOf(explanation, i - 1)?.values.level : 0;
    if (typeof below !== 'number') return head;
    const each = layer.values.level - below;
    const dead = pot.amount - each * pot.eligible.length;
    if (each <= 0 || dead < 0) return head;
    const working = `${f.n(each)} × ${pot.eligible.length}${dead ? ` + ${t('felt.feedback.dead', { amount: f.n(dead) })}` : ''} = ${f.n(pot.amount)}`;
    return `${head} — ${working}`;
  });
}

/** "3 of 4 points" ("1 of 1 point"). */
export const scoreLine = (score: { earned: number; possible: number }, f: Format, t: T): string =>
  t('drill.scoreLine', { earned: f.n(score.earned), possible: f.n(score.possible), count: score.possible });

/** A whole hand's "2 of 3 steps right" ("1 of 1 step right"). */
export const stepsLine = (hand: { right: number; steps: number }, f: Format, t: T): string =>
  t('felt.summary.stepsRight', { right: f.n(hand.right), steps: f.n(hand.steps), count: hand.steps });

/** Right or wrong at once, both answers side by side, a line per pot with its working, the mistakes, and the engine's steps with their rules. */
export function Feedback({
  result,
  given,
  onNext,
  nextLabel,
  step,
  record,
  bet = false,
}: {
  result: DrillSubmitResponse;
  given: Answer;
  onNext(): void;
  nextLabel: string;
  /** Nothing was bet yet at the question: its bounds are a bet's (shared/table.ts nothingBet). */
  bet?: boolean;
  /** A whole hand: the step just answered, and the points of the steps before it. */
  step?: { n: number; before: { earned: number; possible: number } };
  record?: RecordNote;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
    performance.mark('feedback-shown');
    try {
      performance.measure('feedback', 'submit-start', 'feedback-shown');
    } catch {
      // no submit mark (a test that renders feedback alone)
    }
  }, []);
  // A whole hand: this step's own points (each result covers every step so far), and the steps right so far.
  const own = step ? { earned: result.earned - step.before.earned, possible: result.possible - step.before.possible } : result;
  const stepRight = !step || result.mistakes.every((m) => !m.part.startsWith(`steps[${step.n}]`));
  const verdict = (step ? stepRight : result.correct) ? 'right' : own.earned > 0 ? 'partly' : 'wrong';
  const hand = stepsRight(result);
  // A whole hand: the mistakes of the step on the table (earlier steps had their own feedback).
  const mistakes = step ? result.mistakes.filter((m) => m.part.startsWith(`steps[${step.n}]`)) : result.mistakes;
  const asked = answerAsked(result.answer, step?.n);
  const pots = asked.kind === 'gather' || asked.kind === 'side-pots' || asked.kind === 'award' ? potLines(asked, result.explanation, format, sayOf(t)) : [];
  const why = whyGroups(result.explanation, result.answer, step?.n);
  const say = sayOf(t);
  return (
    <section className={`feedback ${verdict}`} aria-labelledby="feedback-heading" data-verdict={verdict}>
      <div role="status">
        <h2 id="feedback-heading">
          <span aria-hidden="true">{verdict === 'right' ? '✓ ' : '✗ '}</span>
          {t(`drill.verdict.${verdict}`)}{' '}
          <span className="score">{scoreLine(own, format, sayOf(t))}</span>
        </h2>
        {step && (
          <p className="hand-score" data-steps-right={hand.right}>
            {t('felt.feedback.handSoFar', { points: scoreLine(result, format, sayOf(t)), steps: stepsLine(hand, format, sayOf(t)) })}
          </p>
        )}
      </div>
      {record && (
        <p className={`record-note ${record.status}`} data-record={record.status} role={record.status === 'failed' ? 'alert' : undefined}>
          {t(`felt.record.${record.status}`, { message: record.message ?? '' })}
        </p>
      )}
      <p className="speed">{t('drill.timeLine', { seconds: format.seconds(result.seconds), speed: t(`drill.speed.${result.speed}`) })}</p>
      {pots.length > 0 && (
        <>
          <h3>{t('felt.feedback.potsHeading')}</h3>
          <ul className="pot-lines">
            {pots.map((line, k) => (
              <li key={k}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <div className="compare">
        <div>
          <h3>{t('drill.yourAnswer')}</h3>
          <AnswerView answer={given.kind === 'whole-hand' && step ? (given.steps[step.n] ?? given) : given} bet={bet} />
        </div>
        <div>
          <h3>{t('drill.engineAnswer')}</h3>
          <AnswerView answer={asked} bet={bet} />
        </div>
      </div>
      {mistakes.length > 0 && (
        <>
          <h3>{t('drill.mistakes')}</h3>
          <ul className="mistakes">
            {mistakes.map((m, k) => (
              <li key={k} data-key={m.message.key}>
                <span aria-hidden="true">✗ </span>
                {phraseMistake(m, format, t)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('drill.explanation')}</h3>
      {why.map((group, g) => {
        const body = <WhyPots pots={group.pots} />;
        // A whole hand: the step just answered first and open; the steps before it, each folded under its name.
        if (group.step === null || group.step === step?.n) {
          return (
            <div key="asked" className="why-step" data-why-step={group.step ?? undefined}>
              {body}
            </div>
          );
        }
        return (
          <div key={group.step} className="why-earlier">
            {g === 1 && <h4>{t('drill.whyEarlier')}</h4>}
            <details className="why-step" data-why-step={group.step}>
              <summary>{say('drill.view.step', { n: group.step + 1, kind: say(`kinds.${group.kind}.name`) })}</summary>
              {body}
            </details>
          </div>
        );
      })}
      <button ref={next} type="button" className="primary" onClick={onNext}>
        {nextLabel} <kbd>Enter</kbd>
      </button>
    </section>
  );
}
