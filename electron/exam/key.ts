/**
 * The instructor's answer key for an exam code: a header with the exam, then one line per item
 * with the engine's answer in the drill vocabulary (DESIGN.md) and the hand as PHH text.
 */
import type { Question } from '../../shared/drills';
import { writePhh } from '../phh/write';
import { decodeExamCode } from './code';
import { generateItem, planCode } from './items';

export interface KeyLine {
  index: number;
  kind: string;
  level: number;
  seed: number;
  question: string;
  /** Null for an item that is not a hand (chip-race). */
  phh: string | null;
  answer: Record<string, unknown>;
}

/** `secret`: the classroom host's, which a code made on a host needs (secret.ts). */
export function answerKey(code: string, attempt = 1, secret?: Buffer) {
  const decoded = decodeExamCode(code);
  const { source: _source, ...header } = decoded;
  const items: KeyLine[] = planCode(decoded, attempt, secret).map((p) => {
    const item = generateItem(p, decoded.definition.profile);
    const { kind: _kind, ...answer } = item.answer as { kind: string };
    return { index: p.index, kind: p.kind, level: p.level, seed: p.seed, question: summary(item.question), phh: item.phh ? writePhh(item.phh) : null, answer };
  });
  return { header: { ...header, attempt }, items };
}

/** One line a person can read beside the PHH: the table at the moment of the question. */
export function summary(q: Question): string {
  if (q.kind === 'chip-count') {
    const list = (chips: readonly { value: number; count: number }[]) => chips.map((c) => `${c.count} x ${c.value}`).join(', ');
    if (q.task === 'count') return `count seat ${q.seat}'s all-in: ${list(q.stack)} (stacks of ${q.stackOf.map((s) => `${s.per} for ${s.value}s`).join(', ')})`;
    if (q.task === 'cut') return `cut a call of ${q.amount} from seat ${q.seat}'s ${list(q.stack)}`;
    return `change ${list([q.handedIn!])} for seat ${q.seat}${q.amount ? `, to call ${q.amount}` : ''}, in ${q.colours.join(', ')}`;
  }
  if (q.kind === 'chip-race') return `colour-up: ${q.removed}s raced up to ${q.newChip}s; ${q.seats.map((s) => `seat ${s.seat}: ${s.removed} x ${q.removed}, ${s.other} other`).join('; ')}; deck ${q.deck}`;
  if (q.kind === 'read-hands' || q.kind === 'low-hands') return `${q.variant}, board ${q.board}; ${q.hands.map((h) => `seat ${h.player}: ${h.cards}`).join(', ')}`;
  const t = q.table;
  // Stud: the up cards each player shows.
  const shows = (s: (typeof t.seats)[number]) => (s.dealt ? ` showing ${s.dealt.filter((c) => c !== null).join('')}` : '');
  const seats = t.seats.map((s) => `seat ${s.seat} ${s.folded ? 'folded' : `${s.allIn ? 'all in' : `${s.stack} behind`}${s.bet ? `, ${s.bet} bet` : ''}`}${shows(s)}`).join('; ');
  const middle = t.middle.length ? `; in the middle ${t.middle.map((p) => p.amount).join(' + ')}` : '';
  const push = q.kind === 'chip-rulings' ? `; pushes ${q.push.chips.join('+')}${q.push.stringBet ? ' (string bet)' : ''}` : '';
  const toAct = t.toAct === null ? '' : `; seat ${t.toAct} to act`;
  return `${t.variant} ${t.structure}, ${t.street}${t.board ? ` ${t.board}` : ''}: ${seats}${middle}${toAct}${push}`;
}
