/**
 * The engine's explanations and mistakes in the trainee's language: each arrives with a key and
 * values; the text is phrased here from `explain.<key>` or `mistake.<key>`, with seats shown
 * 1-based and numbers formatted for the language. The English `text` is used only for a key this
 * version does not know.
 */
import type { TFunction } from 'i18next';
import type { Explanation, Mistake } from '../../shared/drills';
import type { Format } from './format';
import { cardsWithSymbols } from './felt/CardsText';

type Values = Explanation['values'];

/** Values naming one seat (0-based in the contract). */
const SEAT_VALUES = new Set(['seat', 'winner', 'loser', 'first', 'player', 'button', 'bigBlind', 'straddle']);
/** Values listing seats. */
const SEAT_LIST_VALUES = new Set(['winners', 'losers', 'order', 'eligible', 'seats']);
/** Values naming a pot by index. */
const POT_VALUES = new Set(['pot']);
/** Mistake keys whose expected/given values are lists of seats. */
const SEAT_LIST_MISTAKES = new Set(['wrong-showdown_order', 'wrong-winners', 'wrong-order', 'wrong-low_winners']);
/** Values that are card text. */
const CARD_VALUES = new Set(['cards', 'expected-cards']);
/** A value that is cards and nothing else ("AsKd"): written with suit symbols. */
const CARD_TEXT = /^([2-9TJQKA][cdhs])+$/;
/** The value whose number a key's plural forms follow (i18next's `count`): "a bet and 1 raise", "3 raises". */
const COUNT_OF: Record<string, string> = {
  capped: 'raiseCap',
  // Nothing called: "nobody called it", not "against 0".
  uncalled: 'matched',
  'capped-heads-up': 'raiseCap',
  'capped-before-heads-up': 'raiseCap',
  'cap-lifted-heads-up': 'raiseCap',
  reshuffle: 'muck',
  'race-count': 'raced',
  'substantial-three': 'actions',
  'not-substantial': 'actions',
  'clock-cut': 'colours',
  'clock-change': 'colours',
  'equal-fives': 'count',
  'pot-count': 'expected',
  'race-deal-count': 'expected',
  'race-not-winner': 'raced',
  'chip-colour': 'expected',
};
/** In a sentence that counts two things, each count with its noun in the form the count takes (`drill.counted.<noun>`: "1 stack", "3 stacks"). */
const COUNTED: Record<string, Record<string, string>> = {
  'count-colour': { stacks: 'stacks', chips: 'chips' },
  'race-change': { chips: 'chips', changed: 'chips' },
  'clock-count': { colours: 'colours', stacks: 'stacks' },
};

export function phraseValues(key: string, values: Values, format: Format, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null) out[name] = '—';
    else if (Array.isArray(value)) {
      if (SEAT_LIST_VALUES.has(name) || SEAT_LIST_MISTAKES.has(key)) out[name] = format.seats(value);
      else if (name === 'award_order' || key === 'wrong-award_order') out[name] = value.map(format.pot).join(', ');
      else out[name] = value.map(format.n).join(', ');
    } else if (typeof value === 'number') {
      const noun = COUNTED[key]?.[name];
      if (noun) out[name] = t(`drill.counted.${noun}` as 'drill.yes', { n: format.n(value), count: value });
      else if (SEAT_VALUES.has(name)) out[name] = format.seat(value);
      else if (name === 'step') out[name] = format.n(value + 1);
      else if (POT_VALUES.has(name)) out[name] = format.pot(value);
      else out[name] = format.n(value);
    } else if (typeof value === 'boolean') out[name] = value ? t('drill.yes') : t('drill.no');
    else if (value === '') out[name] = '—';
    else if (name === 'category' || name.endsWith('Category')) out[name] = t(`drill.category.${value}` as 'drill.yes', { defaultValue: value });
    else if (name.endsWith('Rank')) out[name] = t(`drill.ranks.${value}` as 'drill.yes', { defaultValue: value });
    else if (name === 'pair' || name.endsWith('Pair')) out[name] = t(`drill.rankPlurals.${value}` as 'drill.yes', { defaultValue: value });
    else if (name === 'street') out[name] = t(`drill.street.${value}` as 'drill.yes', { defaultValue: value });
    else if (name === 'act' || name === 'said' || name === 'did') out[name] = t(`drill.ruling.${value}` as 'drill.yes', { defaultValue: value });
    else if (name === 'kind') out[name] = t(`kinds.${value}.name` as 'drill.yes', { defaultValue: value });
    else if (name === 'half') out[name] = t(`drill.half.${value}` as 'drill.yes', { defaultValue: value });
    else if (CARD_TEXT.test(value)) out[name] = cardsWithSymbols(value);
    else if (name === 'ruling' || name === 'expected' || name === 'given') out[name] = t(`drill.ruling.${value}` as 'drill.yes', { defaultValue: value });
    else out[name] = value;
    if (CARD_VALUES.has(name) && typeof value === 'string') out[name] = value ? cardsWithSymbols(value) : '—';
  }
  // A split names each winner's share: "1,600 to Seat 2, 1,575 to Seat 5".
  const { seats, shares } = values;
  if (Array.isArray(seats) && Array.isArray(shares) && seats.length === shares.length) {
    out.shares = shares.map((amount, k) => t('drill.shareTo', { amount: format.n(amount), seat: format.seat(seats[k]) })).join(', ');
  }
  // A race deals each seat its cards: "Seat 1 gets 1 card, Seat 3 gets 2 cards".
  const { counts } = values;
  if (Array.isArray(seats) && Array.isArray(counts) && seats.length === counts.length) {
    out.dealt = counts.map((count, k) => t('drill.cardsTo', { seat: format.seat(seats[k]), n: format.n(count), count })).join(', ');
  }
  return out;
}

/** The number a key's plural forms follow, if it counts something. */
function countOf(key: string, values: Values): { count?: number } {
  const count = values[COUNT_OF[key]];
  return typeof count === 'number' ? { count } : {};
}

/** `namespace.key` phrased with `words`; `text` (the engine's English) for a key this version does not know. */
function phraseKey(namespace: 'explain' | 'mistake', key: string, words: Record<string, string | number>, text: string, t: TFunction): string {
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return loose(`${namespace}.${key}`, { ...words, defaultValue: '' }) || text;
}

const phrase = (namespace: 'explain' | 'mistake', key: string, values: Values, text: string, format: Format, t: TFunction): string =>
  phraseKey(namespace, key, { ...phraseValues(key, values, format, t), ...countOf(key, values) }, text, t);

export const phraseExplanation = (e: Explanation, format: Format, t: TFunction): string => phrase('explain', e.key, e.values, e.text, format, t);
export function phraseMistake(m: Mistake, format: Format, t: TFunction): string {
  const { key, values, text } = m.message;
  // A mistake that carries its reason (e.g. why a seat is not in a pot) phrases the reason too.
  if (typeof values.reason !== 'string') return phrase('mistake', key, values, text, format, t);
  const reason = phrase('explain', values.reason, values, '', format, t);
  return phraseKey('mistake', key, { ...phraseValues(key, values, format, t), ...countOf(key, values), reason }, text, t);
}

/** The seats a mistake is about, to mark them on the table. */
export function mistakeSeats(m: Mistake): number[] {
  const v = m.message.values;
  const seats: number[] = [];
  for (const name of ['seat', 'player']) if (typeof v[name] === 'number') seats.push(v[name] as number);
  return seats;
}

/** The pot a mistake is about, to mark it. */
export function mistakePot(m: Mistake): number | null {
  const match = /^pots\[(\d+)\]/.exec(m.part);
  return match ? Number(match[1]) : null;
}

/** The `felt.rule.*` key of an engine rule tag: "TDA 47" -> "tda", "RULES side pots" -> "rules-side-pots". */
export function ruleTagKey(rule: string): string {
  if (/^TDA \d+$/.test(rule)) return 'tda';
  return rule.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A rule tag in the trainee's language: "TDA 47", "Rules: side pots" (a tag this version does not know is shown as it is). */
export function ruleTag(rule: string, t: TFunction): string {
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const tda = /^TDA (\d+)$/.exec(rule);
  if (tda) return loose('felt.rule.tda', { n: tda[1] });
  return loose(`felt.rule.${ruleTagKey(rule)}`, { defaultValue: rule });
}
