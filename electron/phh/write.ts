/**
 * Writing typed hands back to PHH text: one `key = value` line per field in the conventional
 * order (PokerKit's and the sample's), values inline, so that parsePhh(writePhh(h)) equals h.
 * Hand-written rather than smol-toml's stringify to keep that order, PHH's single-quoted strings
 * and `[a, b]` arrays (so a sample file comes back byte for byte, bar `9775.0` written `9775`).
 */
import { cardToString, cardsToString, type Card } from '../engine/cards';
import type { PhhAction, PhhHand } from './types';

/** The notation of one action, e.g. 'd dh p1 AsKd', 'p2 cbr 300', 'p3 sm', 'p1 cc # tank'. */
export function actionToString(a: PhhAction): string {
  let s: string;
  switch (a.type) {
    case 'deal-hole':
      s = `d dh p${a.player + 1} ${cardText(a.cards, a.known, a.count)}`;
      break;
    case 'deal-board':
      s = boardLine(a.cards);
      break;
    case 'fold':
      s = `p${a.player + 1} f`;
      break;
    case 'check-call':
      s = `p${a.player + 1} cc`;
      break;
    case 'bet-raise':
      s = betRaiseLine(a.player, a.amount);
      break;
    case 'bring-in':
      s = `p${a.player + 1} pb`;
      break;
    case 'stand-pat-discard':
      // Stand pat is [] (or, tolerated, null without `unknown`): bare 'sd'.
      s = a.cards !== null ? (a.cards.length === 0 ? `p${a.player + 1} sd` : `p${a.player + 1} sd ${cardsToString(a.cards)}`)
        : a.unknown ? `p${a.player + 1} sd ${cardText(null, a.known, a.count ?? 0)}`
        : `p${a.player + 1} sd`;
      break;
    case 'show-muck':
      s = a.asDealt ? `p${a.player + 1} sm -`
        : a.cards !== null ? `p${a.player + 1} sm ${cardsToString(a.cards)}`
        : a.unknown ? `p${a.player + 1} sm ${cardText(null, a.known, a.count ?? 0)}`
        : `p${a.player + 1} sm`;
      break;
    case 'no-op':
      return a.comment === undefined ? '' : a.comment === '' ? '#' : `# ${a.comment}`;
  }
  if (a.comment !== undefined) s += a.comment === '' ? ' #' : ` # ${a.comment}`;
  return s;
}

/** `d db CARDS`, and `pN cbr AMOUNT` below: the lines a drill's table writes most, written from their values alone. */
export const boardLine = (cards: readonly Card[]): string => `d db ${cardsToString(cards)}`;
export const betRaiseLine = (player: number, amount: number): string => `p${player + 1} cbr ${formatNumber(amount)}`;

function cardText(cards: Card[] | null, known: (Card | null)[] | undefined, count: number): string {
  if (cards !== null) return cardsToString(cards);
  if (known !== undefined) return known.map((c) => (c === null ? '??' : cardToString(c))).join('');
  if (!(count > 0)) throw new Error('unknown cards need a positive count');
  return '??'.repeat(count);
}

/** Fields in the order written; keys of `extra` not listed here follow in their own order. */
const ORDER = [
  'variant', 'ante_trimming_status', 'antes', 'blinds_or_straddles', 'bring_in', 'small_bet', 'big_bet',
  'min_bet', 'starting_stacks', 'actions', 'author', 'event', 'url', 'venue', 'address', 'city', 'region',
  'postal_code', 'country', 'time', 'time_zone', 'time_zone_abbreviation', 'day', 'month', 'year', 'hand',
  'level', 'seats', 'seat_count', 'table', 'players', 'finishing_stacks', 'winnings', 'currency',
  'currency_symbol', 'time_limit', 'time_banks',
];

/** The TOML text of one hand (.phh), ending with a newline. */
export function writePhh(hand: PhhHand): string {
  return writeLines(hand, '');
}

/** A .phhs text: the hands as tables [1], [2], ... */
export function writePhhs(hands: readonly PhhHand[]): string {
  return hands.map((h, i) => `[${i + 1}]\n${writeLines(h, `${i + 1}.`)}`).join('\n');
}

function writeLines(hand: PhhHand, tablePrefix: string): string {
  const values: Record<string, unknown> = Object.create(null);
  values.variant = hand.variant;
  values.ante_trimming_status = hand.anteTrimmingStatus;
  values.antes = hand.antes;
  values.blinds_or_straddles = hand.blindsOrStraddles;
  values.bring_in = hand.bringIn;
  values.small_bet = hand.smallBet;
  values.big_bet = hand.bigBet;
  values.min_bet = hand.minBet;
  values.starting_stacks = hand.startingStacks;
  values.actions = hand.actions.map(actionToString);
  values.seats = hand.seats;
  values.seat_count = hand.seatCount;
  values.players = hand.players;
  values.finishing_stacks = hand.finishingStacks;
  values.winnings = hand.winnings;
  for (const key of Object.keys(hand.extra)) {
    if (key in values) throw new Error(`extra key '${key}' duplicates a typed field`);
    values[key] = hand.extra[key];
  }
  let out = '';
  const line = (key: string): void => {
    const v = values[key];
    if (v !== undefined) out += `${formatKey(key)} = ${formatValue(v, `${tablePrefix}${key}`)}\n`;
  };
  for (const key of ORDER) line(key);
  const listed = new Set(ORDER);
  for (const key of Object.keys(values)) if (!listed.has(key)) line(key);
  return out;
}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

const formatKey = (key: string): string => (BARE_KEY.test(key) ? key : basicString(key));

function formatNumber(n: number): string {
  if (Number.isFinite(n)) return String(n); // '300', '10112.5', '1e+21': all TOML
  return Number.isNaN(n) ? 'nan' : n > 0 ? 'inf' : '-inf';
}

/** Control characters must be escaped in TOML strings (tab may stay in literal strings). */
const NEEDS_ESCAPE = /[\x00-\x08\x0a-\x1f\x7f]/;

function formatString(s: string): string {
  // Literal strings as PHH files have them; basic strings when a quote or control char forbids it.
  return s.includes("'") || NEEDS_ESCAPE.test(s) ? basicString(s) : `'${s}'`;
}

function basicString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

/** Any TOML value, inline (tables as `{ k = v }`), so key order never depends on table placement. */
function formatValue(v: unknown, where: string): string {
  switch (typeof v) {
    case 'number':
      return formatNumber(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'string':
      return formatString(v);
    case 'bigint':
      return v.toString();
    case 'object':
      if (v === null) break;
      if (Array.isArray(v)) return `[${v.map((x, i) => formatValue(x, `${where}[${i}]`)).join(', ')}]`;
      // smol-toml's TomlDate prints its own TOML form (local times and dates included).
      if (v instanceof Date) return v.toISOString();
      {
        const entries = Object.keys(v).map((k) => `${formatKey(k)} = ${formatValue((v as Record<string, unknown>)[k], `${where}.${k}`)}`);
        return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
      }
    default:
      break;
  }
  throw new Error(`${where}: ${String(v)} has no TOML form`);
}
