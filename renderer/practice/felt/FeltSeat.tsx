import type { CSSProperties, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../shared/drills';
import { splitCards, useFormat } from '../format';
import { PlayingCard } from './PlayingCard';

export interface SeatPucks {
  button: boolean;
  blind: 'small-blind' | 'big-blind' | 'straddle' | null;
  /** The ante the seat posted (from the history), and whether it is the big blind's ante for the table. */
  ante: { amount: number; bigBlind: boolean } | null;
  /** Stud: the seat brought it in on third street. */
  bringIn: boolean;
  /** Stud: the seat acted first on this street (after third). */
  first: boolean;
}

interface Props {
  seat: TableView['seats'][number];
  pucks: SeatPucks;
  toAct: boolean;
  /** Showdown order: the seat's place so far. */
  badge?: string;
  selected: boolean;
  marked: boolean;
  /** Chips handed back to the seat, or won by it. */
  returned?: number;
  won?: number;
  /** The widest label of chips handed back or won the seat may come to show (none where it can show none): its room is kept. */
  reserve?: string;
  /** Its cards in one row or two (an upright felt). */
  cardRows: 1 | 2;
  /** A narrow seat (where it makes more room): its state and its chips handed back or won on lines of their own. */
  narrow: boolean;
  /** Clicking the seat does this (showdown order, or putting picked-up chips here); its name says what. */
  action?: { run(): void; label?: string; pressed?: boolean; armed?: boolean; targetId?: string };
  dropRef?: Ref<HTMLDivElement>;
  over?: boolean;
  style: CSSProperties;
}

/**
 * A seat on the rail: its name and stack on lines of their own (they never run together, in any
 * language), the dealer button, blind and all-in pucks, its state in words, a draw game's last draw,
 * and its cards. Nothing is cut: the felt makes every seat as wide as its widest line.
 */
export function FeltSeat({ seat, pucks, toAct, badge, selected, marked, returned, won, reserve, cardRows, narrow, action, dropRef, over, style }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = format.seat(seat.seat);
  const state = [seat.folded && t('drill.folded'), toAct && t('drill.toAct')].filter(Boolean) as string[];
  const anteName = pucks.ante && t(pucks.ante.bigBlind ? 'felt.puck.bigBlindAnte' : 'felt.puck.ante', { amount: format.n(pucks.ante.amount) });
  const puckNames = [
    pucks.button && t('felt.puck.button'),
    pucks.blind && t(`felt.puck.${pucks.blind}`),
    anteName,
    pucks.bringIn && t('felt.puck.bringIn'),
    pucks.first && t('felt.puck.first'),
    seat.allIn && t('drill.allIn'),
  ].filter(Boolean) as string[];
  // Draw games: each draw so far, "draws 2" or "stands pat" (the discards stay face down); the seat shows the last one.
  const drawNames = (seat.drawn ?? []).map((cards) => (cards === 0 ? t('felt.standsPat') : t('felt.draws', { cards })));
  const draws = drawNames.length > 0 ? drawNames.join(' · ') : null;
  const label = [
    name,
    t('drill.stack', { amount: format.n(seat.stack) }),
    ...puckNames,
    ...state,
    draws,
    seat.held ? t('felt.holds', { count: seat.held }) : null,
    returned ? t('felt.returnedTo', { amount: format.n(returned) }) : null,
    won ? t('felt.wonBy', { amount: format.n(won) }) : null,
    badge,
    selected && t('drill.chosen'),
    marked && t('drill.markedWrong'),
  ]
    .filter(Boolean)
    .join(', ');
  const stack = (
    <>
      <span className="seat-stack">{format.n(seat.stack)}</span>
      {seat.allIn && <span className="puck all-in-puck">{t('felt.puck.allInShort')}</span>}
    </>
  );
  const said = [
    state.length > 0 && (
      <span className="seat-state" key="state">
        {state.join(' · ')}
      </span>
    ),
    // The chips handed back or won, over the room kept from the start for the most it may come to show, so that nothing moves.
    reserve && (
      <span className="seat-tags" key="tags" aria-hidden="true">
        {returned ? <span className="returned-chips">↩ {format.n(returned)}</span> : null}
        {won ? <span className="won-chips">+ {format.n(won)}</span> : null}
        <span className="returned-chips seat-reserve">{reserve}</span>
      </span>
    ),
  ].filter(Boolean);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      action?.run();
    }
  };
  const classes = ['felt-seat', seat.folded && 'folded', toAct && 'to-act', selected && 'selected', marked && 'marked', action && 'interactive', action?.armed && 'armed', over && 'over', seat.cards && 'tabled']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={dropRef}
      className={classes}
      style={style}
      data-seat={seat.seat}
      data-target={action?.targetId}
      role={action ? 'button' : 'group'}
      tabIndex={action ? 0 : undefined}
      // A group is named by all it shows; a button by its visible text and what it does (axe: label-content-name-mismatch).
      aria-label={action ? undefined : label}
      aria-pressed={action?.pressed}
      onClick={action ? () => action.run() : undefined}
      onKeyDown={action ? onKeyDown : undefined}
    >
      <div className="seat-text">
        <div className="seat-line">
          <span className="seat-name">
            {marked ? '✗ ' : selected ? '✓ ' : ''}
            {name}
          </span>
          <span className="pucks" aria-hidden="true">
            {pucks.button && <span className="puck button-puck">{t('felt.puck.buttonShort')}</span>}
            {pucks.blind && <span className="puck blind-puck">{t(`felt.puck.${pucks.blind}Short`)}</span>}
            {pucks.ante && (
              // One letter, also for the big blind's ante (its seat has the BB puck beside it): the seat's name keeps its room.
              <span className="puck ante-puck" data-ante={pucks.ante.amount} title={anteName || undefined}>
                {t('felt.puck.anteShort')}
              </span>
            )}
            {pucks.bringIn && <span className="puck bring-in-puck">{t('felt.puck.bringInShort')}</span>}
            {pucks.first && <span className="puck first-puck">{t('felt.puck.firstShort')}</span>}
          </span>
        </div>
        {/* The stack, and what is said of it: beside it, or (a narrow seat) each on a line of its own. */}
        {narrow ? (
          <>
            <div className="seat-line">{stack}</div>
            {said.map((part, k) => (
              <div className="seat-line" key={k}>
                {part}
              </div>
            ))}
          </>
        ) : (
          <div className="seat-line">
            {stack}
            {said}
          </div>
        )}
        {/* Draw games: the last draw on a line of its own (every seat has the line, so that all are as tall). */}
        {seat.drawn && (
          <div className="seat-line">
            <span className="seat-draws" aria-hidden="true" title={draws ?? undefined}>
              {drawNames.length ? drawNames[drawNames.length - 1] : '\u00a0'}
            </span>
          </div>
        )}
      </div>
      <SeatCards seat={seat} rows={cardRows} />
      {action?.label && <span className="sr-only">{action.label}</span>}
      {badge && (
        <span className="seat-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </div>
  );
}

/**
 * The cards in front of a seat, in one row or two: tabled, all face up (stud's down cards marked as
 * dealt down); stud's in the order dealt, up cards face up and down cards face down; a draw hand
 * face down.
 */
function SeatCards({ seat, rows }: { seat: TableView['seats'][number]; rows: 1 | 2 }) {
  const cards = seat.cards
    ? splitCards(seat.cards).map((card, k) => <PlayingCard key={card} text={card} dealtDown={seat.dealt?.[k] === null} />)
    : (seat.dealt ?? Array.from({ length: seat.held ?? 0 }, () => null)).map((card, k) => <PlayingCard key={k} text={card} />);
  if (!cards.length) return null;
  const perRow = Math.ceil(cards.length / rows);
  return (
    <div className="seat-cards">
      {Array.from({ length: Math.ceil(cards.length / perRow) }, (_, r) => (
        <div key={r} className="card-row">
          {cards.slice(r * perRow, (r + 1) * perRow)}
        </div>
      ))}
    </div>
  );
}
