/** Actions out of turn (a check, call, bet, raise or fold) and verbal declarations, in turn and out of it (RULES.md, action out of turn). */
import { actionOutOfTurn, legalActions, modelDeal, shuffledDeck, verbalInTurn, verbalOutOfTurn, Action, type Hand, type Profile, type Rng, type TurnAction } from '../../../engine';
import { act, beginPlay, chooseAction, dealBoard, tableFor, type Level, type Play } from '../../hands/play';
import { base, CALM, offer, OOT_CHOICES, type Built, type RulingId } from './question';

const VERBAL_CHOICES: readonly RulingId[] = ['verbal-binding', 'chips-stand', 'oot-options-back', 'kill-hand'];
const VERBAL_OOT_CHOICES: readonly RulingId[] = ['oot-binding', 'oot-options-back', 'verbal-binding', 'chips-stand'];

/** Plays until the first decision of `street` (`into`: that many actions into its betting, leaving a player to act). */
function playTo(play: Play, street: Hand['street'], into: number): boolean {
  let done = 0;
  for (let guard = 0; guard < 400; guard++) {
    const hand = play.hand;
    if (hand.phase === 'showdown' || hand.phase === 'complete') return false;
    if (hand.phase === 'deal-board') {
      if (hand.street === street) return into === 0 ? true : false;
      dealBoard(play);
      continue;
    }
    if (hand.phase !== 'betting') return false;
    if (hand.street === street) {
      if (done === into) return true;
      done++;
    }
    act(play, chooseAction(play, CALM, legalActions(hand, false)!));
  }
  return false;
}

export function outOfTurnSituation(rng: Rng, level: Level, profile: Profile, situation: 'oot' | 'oot-raise' | 'oot-fold' | 'verbal' | 'verbal-oot'): Built | null {
  const config = tableFor(rng, level, profile, { players: [4, 8] });
  const deck = shuffledDeck(rng);
  const deal = modelDeal(deck, config.stacks.length, config.button);
  const play = beginPlay(rng, level, config, deck.slice(config.stacks.length * 2));
  deal.hole.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
  const street = rng.pick(['preflop', 'flop'] as const);
  if (!playTo(play, street, rng.int(2))) return null;
  const hand = play.hand;
  const skipped = hand.toAct!;
  const legal = legalActions(hand, false)!;
  const facing = legal.toCall > 0;
  // What the player to act may do.
  const inTurn: TurnAction[] = facing ? ['call', 'fold', ...(legal.canRaise ? (['raise'] as const) : [])] : ['check', ...(legal.canRaise ? (['bet'] as const) : [])];
  if (situation === 'verbal') {
    // In turn: the player to act says one thing and then does another.
    if (inTurn.length < 2) return null;
    const said = rng.pick(inTurn);
    const did = rng.pick(inTurn.filter((a) => a !== said));
    const r = verbalInTurn(skipped, said, did);
    const q = base(play, situation, offer(rng, r.ruling, VERBAL_CHOICES));
    q.verbal = { seat: skipped, said, did };
    return { question: q, answer: { ruling: r.ruling, cards: '', to_act: null }, why: r.why, play };
  }
  // A player further round the table, still in and with chips, acts out of turn.
  const n = hand.seats.length;
  const later = Array.from({ length: n - 1 }, (_, k) => (skipped + 1 + k) % n).filter((s) => !hand.seats[s].folded && hand.seats[s].stack > 0);
  if (later.length < 2) return null;
  const player = rng.pick(later.slice(0, 2));
  const fold = situation === 'oot-fold';
  if (fold && !facing) return null;
  // The skipped player's act: a bet or raise for oot-raise; after a fold out of turn one that
  // leaves the action to the folder as it was, so that the fold stands (RULES.md says no more
  // of one whose action changed).
  const raise: TurnAction[] = legal.canRaise ? [facing ? 'raise' : 'bet'] : [];
  const options: TurnAction[] = situation === 'oot-raise' ? raise : fold ? ['call', 'fold'] : inTurn;
  if (!options.length) return null;
  const skippedActs = rng.pick(options);
  // A fold out of turn only where the action to the folder stays the same (above): whether a folded hand comes back is not RULES.md's to say.
  const ootAct: TurnAction = fold ? 'fold' : rng.pick(facing ? (['call', 'raise'] as const) : (['check', 'bet'] as const));
  const verbal = situation === 'verbal-oot';
  const r = verbal ? verbalOutOfTurn(skipped, player, ootAct, skippedActs) : actionOutOfTurn(skipped, player, skippedActs, ootAct);
  const q = base(play, situation, offer(rng, r.ruling, verbal ? VERBAL_OOT_CHOICES : OOT_CHOICES));
  q.oot = { player, act: ootAct, skippedActs };
  if (verbal) q.verbal = { seat: player, said: ootAct, did: null };
  q.asks.toAct = true;
  return { question: q, answer: { ruling: r.ruling, cards: '', to_act: r.toAct }, why: r.why, play };
}
