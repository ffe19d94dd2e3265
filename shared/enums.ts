/**
 * The contract's fixed vocabularies as plain arrays, apart from the zod schemas so that the
 * renderer can list them without bundling zod.
 */
export const languages = ['en', 'sv', 'da'] as const;
export type Language = (typeof languages)[number];

export const ruleProfiles = ['cash', 'tournament'] as const;
export type RuleProfile = (typeof ruleProfiles)[number];

export const hostKinds = ['electron', 'web', 'classroom'] as const;
export type HostKind = (typeof hostKinds)[number];

/**
 * Who calls a channel. `local`: the one person of the desktop app or of `npm run web`. On a
 * classroom host: `instructor` (signed in with the passphrase), `trainee` (admitted to the class),
 * `pending` (asked to join, not admitted yet) and `guest` (no session).
 */
export const roles = ['local', 'instructor', 'trainee', 'pending', 'guest'] as const;
export type Role = (typeof roles)[number];

export const apiErrorCodes = [
  'bad-request', // the request does not match the channel's schema, or is not JSON
  'not-found', // the request names something the host does not have (e.g. an unknown drill item)
  'conflict', // the request cannot be done in the present state (e.g. an item submitted twice)
  'unknown-channel',
  'forbidden', // the caller is not the app's own window or page, or its role may not call this channel
  'unauthorized', // no session, or one that has ended: sign in or join first
  'rate-limited', // too many wrong passphrases: wait before the next try
  'payload-too-large',
  'storage', // a file in the user-data folder could not be read or written
  'storage-unavailable', // the records database cannot be reached or opened now: nothing is saved until it is back
  'internal', // a bug: details are in the host's log, never sent to the renderer
  'transport', // the host could not be reached at all
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const drillKinds = [
  'gather',
  'side-pots',
  'showdown-order',
  'award',
  'pot-limit',
  'min-raise',
  'action',
  'read-hands',
  'chip-rulings',
  'rake',
  'bring-in',
  'low-hands',
  'whole-hand',
  'action-order',
  'chip-race',
  'chip-count',
  'showdown-procedure',
  'irregularities',
] as const;
export type DrillKind = (typeof drillKinds)[number];

/** The games a skill is practised in (issue 31): flop games (hold'em, Omaha), the stud family, draw, and chip work that asks about no hand. */
export const gameFamilies = ['flop', 'stud', 'draw', 'chips'] as const;
export type GameFamily = (typeof gameFamilies)[number];

/** The longest id a request may name (a trainee, an exam, an item, a definition: `file:` and its file name). */
export const ID_MAX = 200;

/** Showdown procedure: what a player did with their cards, and the dealer's ruling on each live hand. */
export const showdownActs = ['show', 'show-one', 'muck', 'wait', 'show-then-muck'] as const;
export const handStatuses = ['shown', 'may-muck', 'killed', 'show-all', 'tabled'] as const;
export const handCategories = ['high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'] as const;

/** Irregularities: the situations, the deal errors that make a misdeal, and the rulings offered. */
export const irregularSituations = ['exposed-first', 'exposed-later', 'boxed', 'premature-flop', 'premature-river', 'missed-burn', 'oot', 'misdeal-cause', 'two-exposed', 'premature-turn', 'two-burnt', 'burn-late', 'exposed-flop', 'exposed-boxed', 'misdeal-counted', 'burn-boxed', 'oot-raise', 'oot-fold', 'verbal', 'verbal-oot'] as const;
export const irregularCauses = ['exposed-first-two', 'two-exposed', 'wrong-count', 'empty-seat', 'first-card-wrong-seat', 'button-misplaced'] as const;
export const irregularRulings = ['misdeal', 'play-on', 'exposed-burn', 'exposed-replaced-now', 'boxed-set-aside', 'boxed-dealt', 'flop-reshuffle', 'turn-set-aside', 'river-reshuffle', 'burn-corrected', 'board-stands', 'oot-binding', 'oot-options-back', 'kill-hand', 'verbal-binding', 'chips-stand'] as const;
export const irregularCardAsks = ['replacement', 'replacement-flop', 'burn-flop', 'burn-turn', 'flop'] as const;

/** PHH text a user may open for a whole hand, at most (a hand is a few kilobytes). */
export const PHH_TEXT_LIMIT = 64 * 1024;
