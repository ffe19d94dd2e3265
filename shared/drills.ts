/**
 * The drill channels' contract: `drill.next` (a question, never its answer) and `drill.submit`
 * (the result). JSON data only; the renderer imports this too, so nothing from node here.
 * Answer fields use the vocabulary of the `phh` command (DESIGN.md): returned, pots, eligible,
 * winners, showdown_order, to_call, can_raise, min_raise_to, max_raise_to.
 */
import { z } from 'zod';
import { drillKinds, gameFamilies, handCategories, handStatuses, ID_MAX, irregularCardAsks, irregularCauses, irregularRulings, irregularSituations, PHH_TEXT_LIMIT, showdownActs } from './enums';

export { drillKinds, gameFamilies, PHH_TEXT_LIMIT, type DrillKind, type GameFamily } from './enums';

/** A reason key of the engine's explanations (`pot-limit-max`): lower-case words joined by hyphens. */
export const RuleKey = z.string().max(60).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const drillLevels = [1, 2, 3] as const;
export const speedGrades = ['fast', 'normal', 'slow'] as const;
export const drillErrorCodes = [
  'unknown-item',
  'already-submitted',
  'malformed-answer',
  'wrong-kind',
  'bad-request',
  'blank-answer',
  'not-phh', // a file opened for a whole hand is not a PHH hand history (ApiError.detail: the line and what was expected)
  'bad-hand', // a PHH file whose hand cannot be played by the rules (an illegal action)
] as const;
export type DrillErrorCode = (typeof drillErrorCodes)[number];

const Chips = z.number().int().min(0);
const SeatIndex = z.number().int().min(0).max(9);
/** At most ten seats at a table, so at most ten of anything listed per seat or pot (a main pot and nine side pots). */
const MAX_SEATS = 10;
const Seats = z.array(SeatIndex).max(MAX_SEATS);
/** Cards as PHH writes them, e.g. "AsKd" ("" for none). */
const CardText = z.string().regex(/^([2-9TJQKA][cdhs])*$/);

export const Pot = z.strictObject({ amount: Chips, eligible: Seats });
/** Chips of one value: so many of the colour. */
const ChipRow = z.strictObject({ value: Chips.min(1), count: Chips });
export const Share = z.strictObject({ player: SeatIndex, amount: Chips });

/** What the dealer sees at the moment of the question. */
export const SeatView = z.strictObject({
  seat: SeatIndex,
  /** Chips behind. */
  stack: Chips,
  /** Chips in front of the player this round, not yet gathered. */
  bet: Chips,
  folded: z.boolean(),
  allIn: z.boolean(),
  /** Cards face up on the table (tabled at the showdown); null while face down. */
  cards: CardText.nullable(),
  /** Stud: the cards dealt to the seat in order, each its text when dealt face up, null when face down. */
  dealt: z.array(z.string().regex(/^[2-9TJQKA][cdhs]$/).nullable()).max(7).optional(),
  /** Draw games: the cards the seat drew in each draw so far, in order (0: stood pat); the discards themselves stay face down. */
  drawn: z.array(z.number().int().min(0).max(5)).max(3).optional(),
  /** Draw games: the cards the seat holds face down (none once folded; tabled cards are in `cards`). */
  held: z.number().int().min(0).max(5).optional(),
});

/** The engine's games and betting rounds (electron/engine/rules.ts); the drills deal hold'em and Omaha so far. */
const Variant = z.enum(['holdem', 'omaha', 'omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz', 'five-card-draw', '2-7-single-draw', '2-7-triple-draw']);
const Street = z.enum(['preflop', 'flop', 'turn', 'river', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'predraw', 'first-draw', 'second-draw', 'third-draw']);

/** One thing a player did, as the dealer saw it. */
export const HistoryEntry = z.strictObject({
  seat: SeatIndex,
  act: z.enum(['ante', 'small-blind', 'big-blind', 'straddle', 'bring-in', 'check', 'call', 'bet', 'raise', 'fold', 'discard', 'show', 'muck']),
  /** An ante: the chips posted. A blind, bring-in, bet, raise or call: the player's total in front for the round after it. A discard: the cards drawn. Otherwise 0. */
  amount: Chips,
  /** The player has no chips left behind after it. */
  allIn: z.boolean(),
  /** A show: the cards tabled. */
  cards: CardText.optional(),
  /** A whole hand's discard: the dealer burnt a card before dealing these replacements (the draw's first). */
  burnt: z.boolean().optional(),
  /** A discard whose replacements ran the stub short: its last card, the burns and the discards of the players already dealt were shuffled into a new stub, a card burnt. */
  reshuffled: z.boolean().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** A betting round as it went: the board cards dealt as it began, the actions in order, and its last bettor or raiser. */
export const HistoryStreet = z.strictObject({
  street: Street,
  dealt: CardText,
  /** A whole hand: the dealer burnt a card before dealing this street's cards (a board street, or a stud street after third). */
  burnt: z.boolean().optional(),
  /** Stud, a short stub: the seats dealt this street's card from the scramble of the stub's last card and the burn cards. */
  scrambled: z.array(SeatIndex).max(8).optional(),
  /** Stud, a short stub: `dealt` is one common card, face up for every player. */
  common: z.boolean().optional(),
  actions: z.array(HistoryEntry),
  /** The last player to bet or raise on this street (none when it was checked through). */
  aggressor: SeatIndex.nullable(),
});
export type HistoryStreet = z.infer<typeof HistoryStreet>;

export const TableView = z.strictObject({
  variant: Variant,
  structure: z.enum(['no-limit', 'pot-limit', 'fixed-limit']),
  profile: z.enum(['cash', 'tournament']),
  /** The dealer button's seat; null in stud, which has none (the bring-in and the best hand showing act first). */
  button: SeatIndex.nullable(),
  /** Blinds posted by seat. */
  blinds: z.array(Chips),
  antes: z.strictObject({ kind: z.enum(['none', 'uniform', 'big-blind']), amount: Chips }),
  minBet: Chips,
  bigBet: Chips.nullable(),
  smallestChip: Chips,
  street: Street,
  board: CardText,
  seats: z.array(SeatView),
  /** Pots already in the middle from earlier rounds (not this round's bets). */
  middle: z.array(Pot),
  /** The seat to act, when a player is to act. */
  toAct: SeatIndex.nullable(),
  /** The hand so far as PHH action lines, hole cards face down (`d dh p1 ????`). */
  actions: z.array(z.string()),
  /** The same hand street by street, in the dealer's words: who did what, for how much. */
  history: z.array(HistoryStreet),
  /** Draw games: the cards left in the stub and in the muck (burns, discards), which a reshuffle gathers, and the reshuffles so far. */
  stub: z.strictObject({ cards: z.number().int().min(0).max(52), muck: z.number().int().min(0).max(52), reshuffles: z.number().int().min(0).max(52) }).optional(),
  /** A whole hand: the burn cards on the table, face down (until a reshuffle or scramble gathers them). */
  burnt: z.number().int().min(0).max(52).optional(),
});
export type TableView = z.infer<typeof TableView>;

const TableQuestion = <K extends string>(kind: K) => z.strictObject({ kind: z.literal(kind), table: TableView });
const GatherQuestion = TableQuestion('gather');
const ShowdownOrderQuestion = TableQuestion('showdown-order');
const AwardQuestion = TableQuestion('award');
const PotLimitQuestion = TableQuestion('pot-limit');
const MinRaiseQuestion = TableQuestion('min-raise');
const ActionQuestion = TableQuestion('action');
/** Stud, at a street's first action: the up cards are in the seats' `dealt`; `toAct` is not given (it is the answer). */
const BringInQuestion = TableQuestion('bring-in');
/** A flop game at any moment of a betting round (or just after its last action): `toAct` is not given (it is the answer). */
const ActionOrderQuestion = TableQuestion('action-order');

/** The kinds a whole hand is made of: the calls a dealer makes as the hand reaches them. */
export const stepKinds = ['bring-in', 'gather', 'min-raise', 'pot-limit', 'action', 'showdown-order', 'award'] as const;
export type StepKind = (typeof stepKinds)[number];
/** One step of a whole hand: asked exactly as its own kind asks it, at that moment of the hand. */
export const StepQuestion = z.discriminatedUnion('kind', [BringInQuestion, GatherQuestion, MinRaiseQuestion, PotLimitQuestion, ActionQuestion, ShowdownOrderQuestion, AwardQuestion]);
export type StepQuestion = z.infer<typeof StepQuestion>;

/** Where a whole hand comes from: generated from the seed, a real hand shipped with the app, or a PHH file the user opened. */
export const HandSource = z.strictObject({ kind: z.enum(['generated', 'shipped', 'file']), id: z.string().nullable() });

/** A player's act in turn, as the irregularities drill names it (an action out of turn, a verbal declaration). */
const TurnAct = z.enum(['check', 'call', 'bet', 'raise', 'fold']);

export const Question = z.discriminatedUnion('kind', [
  GatherQuestion,
  z.strictObject({
    kind: z.literal('side-pots'),
    table: TableView,
    /** Antes posted by seat (uniform antes are part of each stake; a big-blind ante is dead money). */
    antes: z.array(Chips),
    /** Each betting round's bets in front of each seat, before the uncalled part went back. */
    rounds: z.array(z.strictObject({ street: Street, bets: z.array(Chips) })),
  }),
  ShowdownOrderQuestion,
  AwardQuestion,
  PotLimitQuestion,
  MinRaiseQuestion,
  ActionQuestion,
  BringInQuestion,
  ActionOrderQuestion,
  /**
   * A tournament colour-up (RULES.md, Chip race): each seat's chips of the colour coming off and the
   * value of the rest; the deck the race is dealt from, top card first (dealt face up one by one).
   */
  z.strictObject({
    kind: z.literal('chip-race'),
    removed: Chips.min(1),
    newChip: Chips.min(2),
    smallestAfter: Chips.min(1),
    seats: z.array(z.strictObject({ seat: SeatIndex, removed: Chips, other: Chips })).min(2).max(10),
    deck: CardText.max(104),
  }),
  /**
   * Chips in front of a player (RULES.md, Counting and cutting chips): count an all-in, cut a call
   * of `amount` from the stack, or change the chips handed in colour for colour (with `amount` > 0,
   * so that the call of `amount` can be cut from the change). `stackOf`: the room's stack size per
   * colour; `colours`: the colours a cut or change is answered in, largest first.
   */
  z.strictObject({
    kind: z.literal('chip-count'),
    task: z.enum(['count', 'cut', 'change']),
    profile: z.enum(['cash', 'tournament']),
    seat: SeatIndex,
    stack: z.array(ChipRow).max(9),
    stackOf: z.array(z.strictObject({ value: Chips.min(1), per: z.number().int().min(1).max(20) })).max(9),
    amount: Chips,
    handedIn: ChipRow.nullable(),
    colours: z.array(Chips.min(1)).max(9),
    /** Against the clock: the seconds allowed, computed by the drill from the chips (chip-count.ts clockOf). */
    clock: z.number().int().min(1).max(600),
  }),
  z.strictObject({
    kind: z.literal('read-hands'),
    /** Stud: each hand's seven cards, the board empty (or the common card). */
    variant: z.enum(['holdem', 'omaha', 'omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz']),
    board: CardText,
    hands: z.array(z.strictObject({ player: SeatIndex, cards: CardText })),
  }),
  /** The hands at a showdown of a lowball or split game: each player's cards (stud: all seven; Omaha: the four hole cards) and the board. */
  z.strictObject({
    kind: z.literal('low-hands'),
    variant: z.enum(['razz', 'stud-hi-lo', 'omaha-hi-lo', '2-7-single-draw', '2-7-triple-draw']),
    board: CardText,
    hands: z.array(z.strictObject({ player: SeatIndex, cards: CardText })),
  }),
  z.strictObject({
    kind: z.literal('chip-rulings'),
    table: TableView,
    /** The chips the player to act pushed forward without a word, by chip value; stringBet: a call, then more chips in a second motion. */
    push: z.strictObject({ chips: z.array(Chips), stringBet: z.boolean() }),
  }),
  /** The end of a hand in a raked cash game: the pots as built, and the rake the room posts. */
  z.strictObject({
    kind: z.literal('rake'),
    table: TableView,
    postedRake: z.strictObject({
      /** Percent of each pot, e.g. 5. */
      percent: z.number().positive().max(100),
      /** The most taken from one hand. */
      cap: Chips,
      /** No flop, no drop: a hand that ends before the flop pays no rake. */
      noFlopNoDrop: z.boolean(),
    }),
  }),
  /**
   * A river showdown as the dealer runs it: the table (hands shown face up), and what each live
   * player did with their cards, by seat (not in the showing order: that order is asked).
   */
  z.strictObject({
    kind: z.literal('showdown-procedure'),
    table: TableView,
    events: z.array(
      z.strictObject({
        seat: SeatIndex,
        /** show: tabled; show-one: shown to one player only; muck: into the muck, not retrievable; wait: holds the cards face down; show-then-muck: tabled, then thrown toward the muck face up. */
        act: z.enum(showdownActs),
        /** The hand the player announced (null: said nothing). */
        announced: z.enum(handCategories).nullable(),
      }),
    ),
    /** A hand was announced wrongly: the answer says whether the player may be penalised. */
    asksPenalty: z.boolean(),
  }),
  /**
   * An irregularity in the deal or the betting, at its moment of the hand (who is to act is not
   * shown: after an action out of turn it is asked). The cards named are shown face up for the drill.
   */
  z.strictObject({
    kind: z.literal('irregularities'),
    table: TableView,
    situation: z.enum(irregularSituations),
    /** A deal error found (misdeal or not). */
    cause: z.enum(irregularCauses).nullable(),
    /** An exposed card: its place in the deal (1 the first card) and the seat it was dealt to. */
    place: z.number().int().min(1).nullable(),
    seat: SeatIndex.nullable(),
    /** Cards in the situation: exposed by the dealer, dealt too early, the flop as dealt, the two cards burnt. */
    shown: z.array(z.strictObject({ role: z.enum(['exposed', 'premature', 'board', 'burnt']), cards: CardText })),
    /** The stub's top cards, top first, as it lies now or as it lay before the flop was dealt; a boxed one (face up in the deck) at `boxedAt`. */
    stub: CardText,
    stubWhen: z.enum(['now', 'before-flop']).nullable(),
    boxedAt: z.number().int().min(0).nullable(),
    /** An action out of turn: who acted, what they did, and what the skipped player then does. */
    oot: z.strictObject({ player: SeatIndex, act: TurnAct, skippedActs: TurnAct }).nullable(),
    /** A verbal declaration: who said what; in turn, what the player then did instead (out of turn: null, the skipped player's act is in `oot`). */
    verbal: z.strictObject({ seat: SeatIndex, said: TurnAct, did: TurnAct.nullable() }).nullable(),
    /** The rulings to choose from. */
    choices: z.array(z.enum(irregularRulings)),
    /** Besides the ruling: which cards come next (picked from the stub, in order), and whether who acts now is asked. */
    asks: z.strictObject({ cards: z.enum(irregularCardAsks).nullable(), toAct: z.boolean() }),
  }),
  /**
   * A whole hand, dealt step by step: the table as dealt, how many steps, and the step asked now.
   * Later steps come one at a time with each step's result (drill.submit's `next`): a later table
   * would show the answer to an earlier step (the pots after a gathering, say).
   */
  z.strictObject({
    kind: z.literal('whole-hand'),
    table: TableView,
    source: HandSource,
    steps: z.number().int().min(1),
    step: z.number().int().min(0),
    ask: StepQuestion,
  }),
]);
export type Question = z.infer<typeof Question>;

const PotsAnswer = { returned: z.array(Share).max(MAX_SEATS), pots: z.array(Pot).max(MAX_SEATS) };
const Decision = { to_call: Chips, can_raise: z.boolean(), min_raise_to: Chips, max_raise_to: Chips };

const GatherAnswer = z.strictObject({ kind: z.literal('gather'), ...PotsAnswer });
const ShowdownOrderAnswer = z.strictObject({ kind: z.literal('showdown-order'), showdown_order: Seats, all_at_once: z.boolean() });
/**
 * A split game's pot contested at the showdown (Omaha hi-lo, stud hi-lo): each half's shares, the
 * odd chip between the halves with the high half; `low` empty when no low qualifies (the high hand
 * takes the whole pot).
 */
export const Halves = z.strictObject({ high: z.array(Share).max(MAX_SEATS), low: z.array(Share).max(MAX_SEATS) });
const AwardAnswer = z.strictObject({
  kind: z.literal('award'),
  /** Pot indices in the order they are awarded (0 is the main pot). */
  award_order: z.array(z.number().int().min(0)).max(MAX_SEATS),
  /** `winners`: each winner's chips from the pot (in a split game both halves together); `halves`: a split game's halves, when it was contested. */
  pots: z.array(z.strictObject({ amount: Chips, eligible: Seats, winners: z.array(Share).max(MAX_SEATS), halves: Halves.optional() })).max(MAX_SEATS),
});
/** `pot` is the pot after the raiser's call: the size of the largest raise. */
const PotLimitAnswer = z.strictObject({ kind: z.literal('pot-limit'), to_call: Chips, pot: Chips, max_raise_to: Chips });
const MinRaiseAnswer = z.strictObject({ kind: z.literal('min-raise'), min_raise_to: Chips });
const ActionAnswer = z.strictObject({ kind: z.literal('action'), ...Decision });
/** Third street: who brings it in; a later street: who acts first. */
const BringInAnswer = z.strictObject({ kind: z.literal('bring-in'), first_to_act: SeatIndex });
/** The seat to act next; null: nobody (the betting round is over). */
const ActionOrderAnswer = z.strictObject({ kind: z.literal('action-order'), next_to_act: SeatIndex.nullable() });

/** A step of a whole hand is answered as the kind it asks. */
export const StepAnswer = z.discriminatedUnion('kind', [BringInAnswer, GatherAnswer, MinRaiseAnswer, PotLimitAnswer, ActionAnswer, ShowdownOrderAnswer, AwardAnswer]);
export type StepAnswer = z.infer<typeof StepAnswer>;

export const Answer = z.discriminatedUnion('kind', [
  GatherAnswer,
  z.strictObject({ kind: z.literal('side-pots'), ...PotsAnswer }),
  ShowdownOrderAnswer,
  AwardAnswer,
  PotLimitAnswer,
  MinRaiseAnswer,
  ActionAnswer,
  BringInAnswer,
  ActionOrderAnswer,
  /** A count: `total` (and no chips); a cut or change: the chips by colour (every colour asked, 0 for none) and `total` null. */
  z.strictObject({ kind: z.literal('chip-count'), total: Chips.nullable(), chips: z.array(ChipRow).max(9) }),
  z.strictObject({
    kind: z.literal('chip-race'),
    /** The seat each card of the race goes to, in the order dealt. */
    deal: z.array(SeatIndex).max(52),
    /** The seats that win a new chip (any order). */
    winners: Seats,
    /** The seats given one chip of the smallest denomination because their last chips were raced off (any order). */
    kept_in: Seats,
  }),
  z.strictObject({
    kind: z.literal('read-hands'),
    /**
     * Each hand's best five cards (any order; razz: the best low). The split games also name each
     * hand's best low, eight or better (`low`, "" when none qualifies).
     */
    hands: z.array(z.strictObject({ player: SeatIndex, cards: CardText.max(20), low: CardText.max(20).optional() })).max(MAX_SEATS),
    /** Who wins (the split games: the high half). */
    winners: Seats,
    /** The split games: who wins the low half (empty when no low qualifies). */
    low_winners: Seats.optional(),
  }),
  /** The players with a low (in the split games one that qualifies, eight or better), best first; equal lows in any order. */
  z.strictObject({ kind: z.literal('low-hands'), order: Seats }),
  z.strictObject({
    kind: z.literal('chip-rulings'),
    ruling: z.enum(['check', 'call', 'bet', 'raise']),
    /** The player's total for the round after the ruling. */
    to: Chips,
  }),
  z.strictObject({
    kind: z.literal('rake'),
    /** The rake taken from each pot (0 is the main pot), every pot listed. */
    rake: z.array(z.strictObject({ pot: z.number().int().min(0), amount: Chips })).max(MAX_SEATS),
    /** Each pot after its rake is taken. */
    after_rake: z.array(z.strictObject({ pot: z.number().int().min(0), amount: Chips })).max(MAX_SEATS),
  }),
  /** Who shows first, each live hand's status as the dealer rules, the winners (cards speak), and whether a misannouncement may be penalised (null: none to judge). */
  z.strictObject({
    kind: z.literal('showdown-procedure'),
    first_to_show: SeatIndex,
    hands: z.array(z.strictObject({ seat: SeatIndex, status: z.enum(handStatuses) })).max(MAX_SEATS),
    winners: Seats,
    penalty: z.boolean().nullable(),
  }),
  /** The ruling; the cards that come next, in order ("" when not asked); who acts now (null when not asked). */
  z.strictObject({ kind: z.literal('irregularities'), ruling: z.enum(irregularRulings), cards: CardText.max(104), to_act: SeatIndex.nullable() }),
  z.strictObject({
    kind: z.literal('whole-hand'),
    /** The answers of the steps, in order: all of them at once, or the next ones after a partial submission. */
    steps: z.array(StepAnswer).min(1).max(200),
  }),
]);
export type Answer = z.infer<typeof Answer>;

export const Explanation = z.strictObject({
  rule: z.string(),
  key: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.number()), z.null()])),
  text: z.string(),
});
export type Explanation = z.infer<typeof Explanation>;

export const Mistake = z.strictObject({
  /** Which part of the answer, e.g. "returned", "pots[2].eligible", "showdown_order". */
  part: z.string(),
  expected: z.unknown(),
  given: z.unknown(),
  /** In the dealer's words: a key and values for translation, and the English text. */
  message: z.strictObject({ key: z.string(), values: Explanation.shape.values, text: z.string() }),
});
export type Mistake = z.infer<typeof Mistake>;


export const DrillNextRequest = z.strictObject({
  kind: z.enum(drillKinds),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  profile: z.enum(['cash', 'tournament']).optional(),
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Whole hand only: a real hand instead of a generated one, shipped (by id, see listShippedHands) or opened by the user (PHH text). */
  hand: z.union([z.strictObject({ shipped: z.string().max(200) }), z.strictObject({ phh: z.string().max(PHH_TEXT_LIMIT) })]).optional(),
  /** Steered (Today's practice, the skill map): an item of this game family, and one whose right answer needs this rule (a reason key), found by trying seeds, a bounded number. */
  family: z.enum(gameFamilies).optional(),
  rule: RuleKey.optional(),
});
export type DrillNextRequest = z.infer<typeof DrillNextRequest>;

export const DrillNextResponse = z.strictObject({
  itemId: z.string(),
  kind: z.enum(drillKinds),
  level: z.number().int().min(1).max(3),
  profile: z.enum(['cash', 'tournament']),
  seed: z.number().int(),
  question: Question,
  /** Seconds for the speed grades: at most `fast` is fast, at most `normal` is normal, beyond is slow. */
  target: z.strictObject({ fast: z.number().positive(), normal: z.number().positive() }),
  /** A steered request: whether the item has the family and rule asked (false: none came up within the tries, and this is the nearest). */
  steered: z.boolean().optional(),
});
export type DrillNextResponse = z.infer<typeof DrillNextResponse>;

export const DrillSubmitRequest = z.strictObject({
  itemId: z.string().max(ID_MAX),
  answer: z.unknown(),
  /** The trainee practising, when one is chosen: the answer joins their records. */
  traineeId: z.string().max(100).optional(),
});
export type DrillSubmitRequest = z.infer<typeof DrillSubmitRequest>;

export const DrillSubmitResponse = z.strictObject({
  itemId: z.string(),
  kind: z.enum(drillKinds),
  level: z.number().int().min(1).max(3),
  profile: z.enum(['cash', 'tournament']),
  seed: z.number().int(),
  /** Parts right out of parts asked (each pot counts). */
  earned: z.number().min(0),
  possible: z.number().min(1),
  /** earned / possible, 0 to 1. */
  score: z.number().min(0).max(1),
  correct: z.boolean(),
  /** The engine's answer. */
  answer: Answer,
  mistakes: z.array(Mistake),
  /** The engine's step-by-step reasoning, each step naming the rule it rests on. */
  explanation: z.array(Explanation),
  seconds: z.number().min(0),
  speed: z.enum(speedGrades),
  /** The game the item was dealt in (null: chip work that asks about no hand); the records keep it for the trainee's skills. */
  variant: Variant.nullable().optional(),
  /** Whole hand answered in part: the next step to answer (the result above covers the steps so far). */
  next: z.strictObject({ step: z.number().int().min(0), steps: z.number().int().min(1), ask: StepQuestion }).optional(),
  /** What became of the answer in the trainee's records, decided before this response was sent. */
  record: z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('saved') }),
    z.strictObject({ status: z.literal('guest') }), // no trainee chosen: practice not recorded
    z.strictObject({ status: z.literal('pending') }), // a whole hand's step: recorded when the hand is finished
    z.strictObject({ status: z.literal('failed'), message: z.string() }), // could not be saved, and why
  ]),
});
export type DrillSubmitResponse = z.infer<typeof DrillSubmitResponse>;

/** A shipped hand's title as data, for the screens to say in the trainee's language: where it was played, and its number there. */
export const ShippedTitle = z.discriminatedUnion('collection', [
  z.strictObject({ collection: z.literal('wsop'), year: z.number().int(), event: z.number().int(), day: z.number().int(), hand: z.number().int() }),
  z.strictObject({ collection: z.literal('pluribus'), session: z.string().max(20), hand: z.number().int() }),
]);
export type ShippedTitle = z.infer<typeof ShippedTitle>;

/** The real hands shipped with the app, for a whole hand from one of them (drill.next's `hand.shipped`). */
export const DrillShippedHandsRequest = z.strictObject({});
export const DrillShippedHandsResponse = z.strictObject({
  /** Each hand's id, title and game (the screens name the game in the trainee's language). */
  hands: z.array(z.strictObject({ id: z.string().max(200), title: ShippedTitle, variant: Variant })),
});
export type DrillShippedHandsResponse = z.infer<typeof DrillShippedHandsResponse>;

export const drillChannels = {
  'drill.next': { request: DrillNextRequest, response: DrillNextResponse },
  'drill.submit': { request: DrillSubmitRequest, response: DrillSubmitResponse },
  'drill.shippedHands': { request: DrillShippedHandsRequest, response: DrillShippedHandsResponse },
} as const;
