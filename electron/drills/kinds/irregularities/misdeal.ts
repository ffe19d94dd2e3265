/** Misdeals: their causes, found after some action or none, and whether the actions so far count as substantial action (RULES.md, misdeals). */
import { legalActions, misdealCauses, misdealRuling, modelDeal, shuffledDeck, Action, type Hand, type Profile, type Rng, type TurnAction } from '../../../engine';
import { act, beginPlay, chooseAction, playStyle, tableFor, type Level, type Play, type Style } from '../../hands/play';
import { base, CALM, DEAL_CHOICES, offer, type Built } from './question';

/** Folds and checks before a misdeal found after some action (whether the actions so far count). */
const MISDEAL_COUNTED: Style = playStyle({ fold: 5, call: 2, raise: 0.5, allIn: 0, passive: 3 });

/** The player actions of the current round so far, as substantial action counts them (posted blinds are not actions). */
export function turnActions(actions: readonly Action[], hand: Pick<Hand, 'round'>): TurnAction[] {
  const out: TurnAction[] = [];
  let bet = false;
  for (const a of actions) {
    if (a.type === 'deal-board') (out.length = 0), (bet = false);
    if (a.type === 'check' || a.type === 'call' || a.type === 'fold') out.push(a.type);
    if (a.type === 'raise') {
      // Preflop the blinds are a bet: the first chips beyond them raise.
      out.push(bet || hand.round === 0 ? 'raise' : 'bet');
      bet = true;
    }
  }
  return out;
}

/** A hand dealt from the modelled deal: blinds posted, every hole card in the order the deal gives them. */
function dealt(rng: Rng, level: Level, profile: Profile): { play: Play } {
  const config = tableFor(rng, level, profile, { players: level === 1 ? [3, 6] : [4, 9] });
  const deal = modelDeal(shuffledDeck(rng), config.stacks.length, config.button);
  const play = beginPlay(rng, level, config, []);
  deal.hole.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
  return { play };
}

export function misdealSituation(rng: Rng, level: Level, profile: Profile, situation: 'two-exposed' | 'misdeal-cause' | 'misdeal-counted'): Built | null {
  const { play } = dealt(rng, level, profile);
  const cause = situation === 'two-exposed' ? 'two-exposed' : rng.pick(misdealCauses.filter((c) => c !== 'exposed-first-two' && c !== 'two-exposed'));
  // Found after a few actions in turn: level 2 none to three, level 3 the edges (two folds, three actions).
  const k = situation === 'two-exposed' ? 0 : situation === 'misdeal-cause' ? rng.int(4) : 2 + rng.int(2);
  const style: Style = situation === 'misdeal-counted' ? MISDEAL_COUNTED : CALM;
  for (let i = 0; i < k; i++) {
    const hand = play.hand;
    if (hand.phase !== 'betting') return null;
    act(play, chooseAction(play, style, legalActions(hand, false)!));
  }
  if (play.hand.phase !== 'betting') return null;
  const actions = turnActions(play.actions, play.hand);
  const r = misdealRuling(cause, actions, profile);
  const q = base(play, situation, offer(rng, r.ruling, DEAL_CHOICES));
  q.cause = cause;
  return { question: q, answer: { ruling: r.ruling, cards: '', to_act: null }, why: r.why, play };
}
