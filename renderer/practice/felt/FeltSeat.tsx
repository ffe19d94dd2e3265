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
  /** Clicking the seat does this (showdown order, or putting picked-up chips here); its name says what. */
  action?: { run(): void; label?: string; pressed?: boolean; armed?: boolean; targetId?: string };
  dropRef?: Ref<HTMLDivElement>;
  over?: boolean;
  style: CSSProperties;
}

/**
 * A seat on the rail: its name and stack on lines of their own (they never run together, in any
 * language), the dealer button, blind and all-in pucks, its state in words, and its cards.
 */
export function FeltSeat({ seat, pucks, toAct, badge, selected, marked, returned, won, action, dropRef, over, style }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = format.seat(seat.seat);
  const state = [seat.folded && t('drill.folded'), toAct && t('drill.toAct')].filter(Boolean) as string[];
  const anteName = pucks.ante && t(pucks.ante.bigBlind ? 'felt.puck.bigBlindAnte' : 'felt.puck.ante', { amount: format.n(pucks.ante.amount) });
  const puckNames = [pucks.button && t('felt.puck.button'), pucks.blind && t(`felt.puck.${pucks.blind}`), anteName, seat.allIn && t('drill.allIn')].filter(Boolean) as string[];
  // Draw games: each draw so far, "draws 2" or "stands pat" (the discards stay face down); the seat shows the last one.
  const drawNames = (seat.drawn ?? []).map((cards) => (cards === 0 ? t('felt.standsPat') : t('felt.draws', { cards })));
  const draws = drawNames.length > 0 ? drawNames.join(' · ') : null;
  const label = [
    name,
    t('drill.stack', { amount: format.n(seat.stack) }),
    ...puckNames,
    ...state,
    draws,
    returned ? t('felt.returnedTo', { amount: format.n(returned) }) : null,
    won ? t('felt.wonBy', { amount: format.n(won) }) : null,
    badge,
    selected && t('drill.chosen'),
    marked && t('drill.markedWrong'),
  ]
    .filter(Boolean)
    .join(', ');
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
        </span>
      </div>
      <div className="seat-line">
        <span className="seat-stack">{format.n(seat.stack)}</span>
        {seat.allIn && (
          <span className="puck all-in-puck" aria-hidden="true">
            {t('felt.puck.allInShort')}
          </span>
        )}
        {state.length > 0 && <span className="seat-state">{state.join(' · ')}</span>}
        {draws && (
          <span className="seat-draws" aria-hidden="true" title={draws}>
            {drawNames[drawNames.length - 1]}
          </span>
        )}
        {returned ? (
          <span className="returned-chips" aria-hidden="true">
            ↩ {format.n(returned)}
          </span>
        ) : null}
        {won ? (
          <span className="won-chips" aria-hidden="true">
            + {format.n(won)}
          </span>
        ) : null}
      </div>
      {seat.cards ? (
        <div className="seat-cards">
          {splitCards(seat.cards).map((card) => (
            <PlayingCard key={card} text={card} />
          ))}
        </div>
      ) : seat.dealt ? (
        // Stud: the cards in the order dealt, the up cards face up and the down cards face down.
        <div className="seat-cards stud">
          {seat.dealt.map((card, k) => (
            <PlayingCard key={k} text={card} />
          ))}
        </div>
      ) : null}
      {action?.label && <span className="sr-only">{action.label}</span>}
      {badge && (
        <span className="seat-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </div>
  );
}
