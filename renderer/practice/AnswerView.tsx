import { useTranslation } from 'react-i18next';
import { type Say, sayOf } from '../i18n/say';
import type { Answer } from '../../shared/drills';
import { cardsWithSymbols } from './felt/CardsText';
import { type Format, useFormat } from './format';

/**
 * An answer in words, the trainee's or the engine's, so the two can stand side by side. `bet`:
 * nothing was bet yet at the question (shared/table.ts nothingBet), so its bounds are a bet's.
 */
export function AnswerView({ answer, bet = false }: { answer: Answer; bet?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return <ul className="answer-view">{lines(answer, format, sayOf(t), bet).map((line, k) => <li key={k}>{line}</li>)}</ul>;
}

type T = Say;

function lines(answer: Answer, f: Format, t: T, bet: boolean): string[] {
  switch (answer.kind) {
    case 'gather':
    case 'side-pots':
      return [
        ...answer.pots.map((pot, i) => t('drill.view.pot', { pot: f.pot(i), amount: f.n(pot.amount), seats: f.seats(pot.eligible) })),
        answer.returned.length
          ? t('drill.view.returned', { list: answer.returned.map((r) => `${f.seat(r.player)} ${f.n(r.amount)}`).join(', ') })
          : t('drill.view.nothingReturned'),
      ];
    case 'showdown-order':
      return [t('drill.view.order', { seats: answer.showdown_order.map(f.seat).join(' → ') || t('drill.nothingYet') }), answer.all_at_once ? t('drill.allFaceUp') : t('drill.view.inTurn')];
    case 'award':
      return [
        t('drill.view.awardOrder', { pots: answer.award_order.map(f.pot).join(' → ') || t('drill.nothingYet') }),
        ...answer.pots.map((pot, i) =>
          t('drill.view.potWinners', { pot: f.pot(i), winners: pot.winners.length ? pot.winners.map((w) => `${f.seat(w.player)} ${f.n(w.amount)}`).join(', ') : t('drill.nobody') }),
        ),
      ];
    case 'pot-limit':
      return [`${t('drill.field.to_call')}: ${f.n(answer.to_call)}`, `${t('drill.field.pot')}: ${f.n(answer.pot)}`, `${t(bet ? 'drill.field.max_bet' : 'drill.field.max_raise_to')}: ${f.n(answer.max_raise_to)}`];
    case 'min-raise':
      return [`${t(bet ? 'drill.field.min_bet' : 'drill.field.min_raise_to')}: ${f.n(answer.min_raise_to)}`];
    case 'action':
      return [
        `${t('drill.field.to_call')}: ${f.n(answer.to_call)}`,
        answer.can_raise ? t(bet ? 'drill.canBet' : 'drill.canRaise') : t(bet ? 'drill.cannotBet' : 'drill.cannotRaise'),
        ...(answer.can_raise
          ? [`${t(bet ? 'drill.field.min_bet' : 'drill.field.min_raise_to')}: ${f.n(answer.min_raise_to)}`, `${t(bet ? 'drill.field.max_bet' : 'drill.field.max_raise_to')}: ${f.n(answer.max_raise_to)}`]
          : []),
      ];
    case 'read-hands':
      return [...answer.hands.map((h) => `${f.seat(h.player)}: ${h.cards ? cardsWithSymbols(h.cards) : '—'}`), t('drill.view.winners', { seats: f.seats(answer.winners) })];
    case 'chip-rulings':
      return [`${t(`drill.ruling.${answer.ruling}`)}, ${t('drill.view.to', { amount: f.n(answer.to) })}`];
    case 'rake':
      return answer.rake.map((r) => t('drill.view.rake', { pot: f.pot(r.pot), rake: f.n(r.amount), after: f.n(answer.after_rake.find((a) => a.pot === r.pot)?.amount ?? 0) }));
    case 'bring-in':
      return [t('drill.view.firstToAct', { seat: f.seat(answer.first_to_act) })];
    case 'low-hands':
      return [answer.order.length ? t('drill.view.lows', { seats: answer.order.map(f.seat).join(' → ') }) : t('drill.noLow')];
    case 'action-order':
      return [t('drill.view.nextToAct', { seat: answer.next_to_act === null ? t('drill.nobodyActs') : f.seat(answer.next_to_act) })];
    case 'chip-count':
      return answer.total !== null
        ? [t('drill.view.total', { amount: f.n(answer.total) })]
        : [t('drill.view.chipsBack', { list: answer.chips.map((c) => t('drill.chipsIn', { count: c.count, value: f.n(c.value) })).join(', ') })];
    case 'chip-race':
      return [
        t('drill.view.raceDeal', { list: answer.deal.map(f.seat).join(', ') }),
        t('drill.view.raceWinners', { seats: answer.winners.length ? f.seats(answer.winners) : t('drill.race.noRace') }),
        ...(answer.kept_in.length ? [t('drill.view.raceKeptIn', { seats: f.seats(answer.kept_in) })] : []),
      ];
    case 'showdown-procedure':
      return [
        t('drill.view.firstToShow', { seat: f.seat(answer.first_to_show) }),
        ...answer.hands.map((h) => `${f.seat(h.seat)}: ${t(`drill.ruling.${h.status}`)}`),
        t('drill.view.winners', { seats: f.seats(answer.winners) }),
        ...(answer.penalty === null ? [] : [`${t('drill.procedure.penalty')} ${t(answer.penalty ? 'drill.yes' : 'drill.no')}`]),
      ];
    case 'irregularities':
      return [
        t(`drill.ruling.${answer.ruling}`),
        ...(answer.cards ? [t('drill.irregular.picked', { cards: cardsWithSymbols(answer.cards) })] : []),
        ...(answer.to_act === null ? [] : [t('drill.irregular.toActIs', { seat: f.seat(answer.to_act) })]),
      ];
    case 'whole-hand':
      return answer.steps.flatMap((step, k) => [t('drill.view.step', { n: k + 1, kind: t(`kinds.${step.kind}.name`) }), ...lines(step, f, t, false).map((line) => `  ${line}`)]);
  }
}
