/**
 * The chips on the felt: a seat's bet and a pot. Either can be something to pick up (a button that
 * drags), or a place to put chips (a drop button while chips are held), or only shown.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seatNumber, seatRuns, useFormat } from '../format';
import { ChipPile } from './ChipPile';
import { type FeltPot, potTag, type Source, sourceId, type Target, targetId } from './dealing';

/** Picking up: a button that is dragged with the pointer, or clicked (Space, Enter) and then put down. */
export function Pickup({ source, label, held, onPick, children, className }: { source: Source; label: string; held: boolean; onPick(): void; children: ReactNode; className?: string }) {
  const id = sourceId(source);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`pickup${held ? ' held' : ''}${isDragging ? ' dragging' : ''}${className ? ` ${className}` : ''}`}
      data-source={id}
      aria-pressed={held}
      onClick={onPick}
      {...listeners}
    >
      {children}
      {/* Named by what it shows, then what it does (axe: label-content-name-mismatch). */}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** A place to put chips down: a button while chips are held and it takes them; a drop zone for a drag. */
export function DropPlace({ target, armed, label, onDrop, children, className }: { target: Target; armed: boolean; label: string; onDrop(): void; children: ReactNode; className?: string }) {
  const id = targetId(target);
  const { setNodeRef, isOver } = useDroppable({ id, disabled: !armed });
  const classes = `drop-place${armed ? ' armed' : ''}${isOver ? ' over' : ''}${className ? ` ${className}` : ''}`;
  if (!armed)
    return (
      <div ref={setNodeRef} className={classes} data-target={id}>
        {children}
      </div>
    );
  return (
    <button ref={setNodeRef} type="button" className={classes} data-target={id} onClick={onDrop}>
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The chips in front of a seat; `beside`: they lie beside it (not in front), and show its number. */
export function BetSpot({ seat, amount, beside, style, pickup }: { seat: number; amount: number; beside: boolean; style: CSSProperties; pickup?: { held: boolean; onPick(): void } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const body = (
    <>
      <ChipPile amount={amount} />
      <span className="bet-line">
        {beside && (
          <span className="bet-owner" aria-hidden="true">
            {seatNumber(seat)}
          </span>
        )}
        <span className="chip-amount">{format.n(amount)}</span>
      </span>
    </>
  );
  return (
    <div className={`bet-spot${pickup?.held ? ' held' : ''}`} style={style} data-bet={seat}>
      {pickup ? (
        <Pickup source={{ kind: 'bet', seat }} held={pickup.held} onPick={pickup.onPick} label={t('felt.pickBet', { seat: format.seat(seat), amount: format.n(amount) })}>
          {body}
        </Pickup>
      ) : (
        <div className="chips-shown" role="img" aria-label={t('felt.betOf', { seat: format.seat(seat), amount: format.n(amount) })}>
          {body}
        </div>
      )}
    </div>
  );
}

interface PotProps {
  index: number;
  pot: FeltPot;
  /** Award: the pot is picked up and given to a seat. */
  pickup?: { held: boolean; onPick(): void };
  /** Award: its odd chips, picked up one at a time. */
  oddPickup?: { held: boolean; onPick(): void };
  /** Award, a split pot: its high and low halves, each picked up and given to its winners. */
  halfPickup?: { held: 'high' | 'low' | null; onPick(half: 'high' | 'low'): void };
  /** Gather, side pots: held chips can be put here. */
  drop?: { armed: boolean; onDrop(): void; label: string };
  /** Gather, side pots: a seat taken out of the pot (or put back in). */
  onToggle?: (seat: number) => void;
}

export function PotSpot({ index, pot, pickup, oddPickup, halfPickup, drop, onToggle }: PotProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = format.pot(index);
  const body = (
    <>
      <span className="pot-name">
        {pot.marked ? '✗ ' : ''}
        {name}
      </span>
      <span className="pot-chips">
        <ChipPile amount={pot.amount} />
        <span className="chip-amount">{format.n(pot.amount)}</span>
      </span>
    </>
  );
  const eligible = t('felt.eligibleShort', { seats: pot.eligible.length ? seatRuns(pot.eligible) : '—' });
  const more = [t('drill.eligibleList', { seats: format.seats(pot.eligible) }), pot.winners?.length ? t('felt.potTo', { seats: format.seats(pot.winners) }) : null].filter(Boolean).join(', ');
  const label = `${t('felt.potLabel', { pot: name, amount: format.n(pot.amount) })}, ${more}`;
  return (
    <div className={`pot-spot${pot.marked ? ' marked' : ''}`} data-pot={potTag(index)}>
      {pickup ? (
        <Pickup source={{ kind: 'pot', pot: index }} held={pickup.held} onPick={pickup.onPick} label={t('felt.pickPot', { more })} className="pot-body">
          {body}
        </Pickup>
      ) : drop ? (
        <DropPlace target={{ kind: 'pot', pot: index }} armed={drop.armed} label={drop.label} onDrop={drop.onDrop} className="pot-body">
          {body}
        </DropPlace>
      ) : (
        <div className="pot-body" role="img" aria-label={label}>
          {body}
        </div>
      )}
      {onToggle ? (
        <span className="pot-eligible" role="group" aria-label={t('drill.eligibleFor', { pot: name })}>
          {pot.eligible.map((seat) => (
            <button key={seat} type="button" className="eligible-seat" aria-label={t('felt.takeOut', { seat: format.seat(seat), pot: name })} onClick={() => onToggle(seat)}>
              {seat + 1}
            </button>
          ))}
          {(pot.out ?? []).map((seat) => (
            <button key={`out-${seat}`} type="button" className="eligible-seat out" data-out-seat={seat} aria-label={t('felt.putBack', { seat: format.seat(seat), pot: name })} onClick={() => onToggle(seat)}>
              {seat + 1}
            </button>
          ))}
          {pot.eligible.length === 0 && !pot.out?.length && <span className="nobody">{t('felt.nobodyYet')}</span>}
        </span>
      ) : (
        <span className="pot-eligible" aria-hidden="true">
          {pot.winners?.length ? t('felt.potToShort', { seats: seatRuns(pot.winners) }) : eligible}
        </span>
      )}
      {halfPickup && pot.half !== undefined && (
        <span className="pot-halves">
          {(['high', 'low'] as const).map((half) => (
            <Pickup key={half} source={{ kind: 'half', pot: index, half }} held={halfPickup.held === half} onPick={() => halfPickup.onPick(half)} label={t(`felt.half.${half}.pick`, { pot: name })} className="half-chips">
              <span className="chip-amount">{t(`felt.half.${half}.short`, { amount: format.n(pot.half!) })}</span>
            </Pickup>
          ))}
        </span>
      )}
      {oddPickup && pot.odd ? (
        <Pickup source={{ kind: 'odd', pot: index }} held={oddPickup.held} onPick={oddPickup.onPick} label={t('felt.pickOdd', { amount: format.n(pot.odd), pot: name })} className="odd-chips">
          <ChipPile amount={pot.odd} />
          <span className="chip-amount">{t('felt.oddShort', { amount: format.n(pot.odd) })}</span>
        </Pickup>
      ) : null}
    </div>
  );
}
