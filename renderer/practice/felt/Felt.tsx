/**
 * The table as the dealer sees it, and the place where chips are dealt: an oval felt that fills
 * the room it is given (up to the window's height), the seats on the rail clockwise from the
 * dealer's left, each seat's chips in front of it, the board and the pots in the middle, the
 * dealer's own place between the last seat and the first; upright on a phone. With a `dealing`,
 * chips are moved by dragging them, or by picking them up (a click or a tap, Space or Enter) and
 * putting them down on a place that takes them; Escape puts them back. The felt arranges what main sent and what the trainee
 * moved: it works nothing out.
 */
import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent, PointerSensor, pointerWithin, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../shared/drills';
import { splitCards, useFormat } from '../format';
import { ChipPile } from './ChipPile';
import { type Dealing, type FeltChips, parseSource, parseTarget, type Source, sourceId, type Target, targetId } from './dealing';
import { BetSpot, DropPlace, PotSpot } from './FeltChips';
import { FeltSeat, type SeatPucks } from './FeltSeat';
import { fly } from './fly';
import { cardsShown, measureText, useFeltSize } from './fit';
import { type Box, layoutFor, SCALES, scaleFor, type SeatContent, type Size, TEXT_ESTIMATE } from './geometry';
import { PlayingCard } from './PlayingCard';
import './felt.css';

export interface SeatMarks {
  /** Seats the trainee can click (showdown order). */
  onSeat?: (seat: number) => void;
  /** Text shown on a seat, e.g. its place in the showdown order. */
  badges?: Record<number, string>;
  selected?: ReadonlySet<number>;
  /** Seats a mistake is about. */
  marked?: ReadonlySet<number>;
  markedPots?: ReadonlySet<number>;
}

interface Props {
  table: TableView;
  marks?: SeatMarks;
  /** The chips as the trainee has moved them; the table's own when left out. */
  chips?: FeltChips;
  dealing?: Dealing;
}

const boxStyle = (b: Box) => ({ left: b.x, top: b.y, width: b.w, height: b.h });
const inView = (el: Element | null) => {
  const r = el?.getBoundingClientRect();
  return !!r && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
};
/** The middle's classes at a density: each denser one adds to those before it (felt.css). */
const densities = (density: number): string => Array.from({ length: density }, (_, k) => ` density-${k + 1}`).join('');

/**
 * The pucks a dealer puts by each seat: the button, the blinds by name and each seat's ante (a
 * big-blind ante by the seat that posted it), all from the posted blinds and antes in the history.
 * A table without a button (stud) shows instead who brought it in, and who acted first on this
 * street, as the history has them.
 */
function pucksOf(table: TableView): SeatPucks[] {
  const blinds = new Map<number, SeatPucks['blind']>();
  const antes = new Map<number, number>();
  for (const a of table.history[0]?.actions ?? []) {
    if (a.act === 'small-blind' || a.act === 'big-blind' || a.act === 'straddle') blinds.set(a.seat, a.act);
    if (a.act === 'ante' && a.amount > 0) antes.set(a.seat, (antes.get(a.seat) ?? 0) + a.amount);
  }
  const bigBlind = table.antes.kind === 'big-blind';
  const bringIn = table.button === null ? table.history[0]?.actions.find((a) => a.act === 'bring-in')?.seat : undefined;
  const street = table.history.length > 1 ? table.history[table.history.length - 1] : undefined;
  const first = table.button === null ? street?.actions.find((a) => a.act !== 'ante')?.seat : undefined;
  return table.seats.map((s) => {
    const ante = antes.get(s.seat);
    return {
      button: s.seat === table.button,
      blind: blinds.get(s.seat) ?? null,
      ante: ante ? { amount: ante, bigBlind } : null,
      bringIn: s.seat === bringIn,
      first: s.seat === first,
    };
  });
}

export function Felt({ table, marks = {}, chips, dealing }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const figure = useRef<HTMLElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const size = useFeltSize(figure);
  const [held, setHeld] = useState<Source | null>(null);
  const [dragged, setDragged] = useState<Source | null>(null);
  const [density, setDensity] = useState(0);
  const middleRef = useRef<HTMLDivElement>(null);
  const potsRef = useRef<HTMLDivElement>(null);

  const shown: FeltChips = chips ?? { bets: Object.fromEntries(table.seats.map((s) => [s.seat, s.bet])), pots: table.middle.map((p, i) => ({ ...p, marked: marks.markedPots?.has(i) })) };
  const betSeats = table.seats.filter((s) => (shown.bets[s.seat] ?? 0) > 0).map((s) => s.seat);
  // The chips in front of each seat as the item began: the seats are placed for them and stay where they are as they are gathered.
  const start = useRef({ table, bets: shown.bets });
  if (start.current.table !== table) start.current = { table, bets: shown.bets };
  const withBets = Object.values(start.current.bets).some((n) => n > 0);

  // The size class: the felt's own, one smaller for each time the seats did not fit; the seats' words as measured at it.
  const fitted = size ? SCALES.indexOf(scaleFor(size.width, size.height)) : 0;
  const [smaller, setSmaller] = useState({ key: '', by: 0 });
  const sizeKey = `${size?.width}x${size?.height}:${table.seats.length}:${i18n.language}`;
  const scale = SCALES[Math.max(0, fitted - (smaller.key === sizeKey ? smaller.by : 0))];
  const [text, setText] = useState<{ key: string; beside: Size; own: Size } | null>(null);
  const textKey = `${sizeKey}:${scale}`;
  const measured = text?.key === textKey ? text : null;
  const content: SeatContent = { text: measured?.beside ?? TEXT_ESTIMATE[scale], otherText: measured && measured.own.w !== measured.beside.w ? measured.own : undefined, ...cardsShown(table) };
  // Laid out again only when the room, the seats or where chips lie in front change (not on every keystroke of the form).
  const betKey = betSeats.join(',');
  const contentKey = `${content.text.w}x${content.text.h}:${content.otherText?.w}x${content.otherText?.h}:${content.up}:${content.down}`;
  const layout = useMemo(
    () => (size ? layoutFor(size.width, size.height, table.seats.length, scale, content, { withBets, betSeats: betKey ? betKey.split(',').map(Number) : [] }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- content by its key
    [size, table.seats.length, scale, contentKey, withBets, betKey],
  );
  const pucks = pucksOf(table);

  // The seats' words measured as drawn: the seats are made as wide as the widest needs, and the felt's contents a size smaller where they do not fit.
  useLayoutEffect(() => {
    const seats = box.current?.querySelectorAll<HTMLElement>('[data-seat]');
    if (!layout || !seats?.length) return;
    const need = { beside: { w: 0, h: 0 }, own: { w: 0, h: 0 } };
    for (const seat of seats) {
      const m = measureText(seat);
      for (const way of ['beside', 'own'] as const) need[way] = { w: Math.max(need[way].w, m[way].w), h: Math.max(need[way].h, m[way].h) };
    }
    const differs = (a: Size, b: Size) => Math.abs(a.w - b.w) > 1 || Math.abs(a.h - b.h) > 1;
    if (!measured || differs(measured.beside, need.beside) || differs(measured.own, need.own)) {
      setText({ key: textKey, ...need });
      return;
    }
    if (!layout.fits && scale !== SCALES[0]) setSmaller({ key: sizeKey, by: (smaller.key === sizeKey ? smaller.by : 0) + 1 });
  });

  // What a seat may come to show beside its stack while chips are dealt, its room kept from the start so that nothing moves:
  // a live seat's own chips handed back at most, or every pot it is in won.
  const reserveOf = (seat: TableView['seats'][number]): string | undefined => {
    if (seat.folded) return undefined;
    if (shown.returned) return start.current.bets[seat.seat] ? `↩ ${format.n(start.current.bets[seat.seat])}` : undefined;
    if (!shown.won) return undefined;
    return `+ ${format.n(shown.pots.reduce((sum, p) => sum + (p.eligible.length === 0 || p.eligible.includes(seat.seat) ? p.amount : 0), 0))}`;
  };

  // The middle's contents get denser until they fit (nine pots and a board at ten seats).
  const potCount = shown.pots.length;
  const middleKey = `${layout?.middle.w}x${layout?.middle.h}:${potCount}:${dealing?.newPot}`;
  useLayoutEffect(() => setDensity(0), [middleKey]);
  useLayoutEffect(() => {
    const el = middleRef.current;
    const pots = potsRef.current;
    if (!el || !pots) return;
    pots.style.transform = '';
    pots.style.marginBottom = '';
    const over = el.scrollHeight - el.clientHeight;
    if (density < 3) {
      if (over > 1 || el.scrollWidth > el.clientWidth + 1) setDensity(density + 1);
      return;
    }
    // Still too much at the densest: the pots (not the board, whose ranks stay readable) are drawn smaller.
    if (over <= 1) return;
    const height = pots.offsetHeight;
    const scale = Math.max(0.5, (height - over) / height);
    pots.style.transform = `scale(${scale})`;
    pots.style.marginBottom = `${-(1 - scale) * height}px`;
  });

  const accepts = useCallback((source: Source, target: Target) => dealing?.accepts(source, target) ?? false, [dealing]);
  const armedFor = held ?? dragged;

  const focusFirst = (selector: string): boolean => {
    const el = box.current?.querySelector<HTMLElement>(selector);
    el?.focus();
    return !!el;
  };

  const putDown = (source: Source, target: Target, animate: boolean) => {
    if (!dealing || !accepts(source, target)) return;
    if (animate) fly(box.current?.querySelector(`[data-source="${sourceId(source)}"]`) ?? null, box.current?.querySelector(`[data-target="${targetId(target)}"]`) ?? null, box.current);
    dealing.move(source, target);
    setHeld(null);
    // The next chips to move, or on to the rest of the answer.
    window.requestAnimationFrame(() => {
      if (!focusFirst('.pickup')) dealing.doneFocus?.();
    });
  };

  const pick = (source: Source) => {
    if (held && sourceId(held) === sourceId(source)) {
      setHeld(null);
      return;
    }
    setHeld(source);
    // Straight to the first place that takes them.
    window.requestAnimationFrame(() => focusFirst('.drop-place.armed, .felt-seat.armed'));
  };

  useEffect(() => {
    if (held && dealing && !dealing.movable(held)) setHeld(null);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!held || !dealing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      const source = held;
      setHeld(null);
      focusFirst(`[data-source="${sourceId(source)}"]`);
    } else if (held.kind === 'bet' && dealing.cut && (event.target as HTMLElement).tagName !== 'INPUT' && (/^[0-9]$/.test(event.key) || event.key === 'Backspace')) {
      event.preventDefault();
      const now = dealing.cut.of(held.seat);
      dealing.cut.set(held.seat, event.key === 'Backspace' ? now.slice(0, -1) : now + event.key);
    }
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  // The page scrolls under a drag only until the felt is all in view: past that (it is laid out to fit the window),
  // scrolling would carry the place away from under the finger or the pointer.
  const autoScroll = useMemo(() => ({ canScroll: () => !inView(box.current) }), []);
  const onDragStart = (event: DragStartEvent) => {
    setHeld(null);
    setDragged(parseSource(String(event.active.id)));
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const source = parseSource(String(event.active.id));
    const target = event.over ? parseTarget(String(event.over.id)) : null;
    if (source && target) putDown(source, target, false);
  };

  const amountOf = (source: Source): number => {
    if (source.kind === 'bet') return shown.bets[source.seat] ?? 0;
    const pot = shown.pots[source.pot];
    return source.kind === 'odd' ? (pot?.odd ?? 0) : source.kind === 'half' ? (pot?.half ?? 0) : (pot?.amount ?? 0);
  };
  const heldText = (source: Source): string => {
    if (source.kind === 'bet') {
      const cut = dealing?.cut?.of(source.seat) ?? '';
      return cut ? t('felt.holdingCut', { seat: format.seat(source.seat), cut: format.n(Number(cut)), amount: format.n(amountOf(source)) }) : t('felt.holdingBet', { seat: format.seat(source.seat), amount: format.n(amountOf(source)) });
    }
    if (source.kind === 'half') return t(`felt.half.${source.half}.holding`, { pot: format.pot(source.pot) });
    return source.kind === 'pot' ? t('felt.holdingPot', { pot: format.pot(source.pot) }) : t('felt.holdingOdd', { pot: format.pot(source.pot) });
  };
  const dropLabel = (target: Target): string => {
    if (!armedFor) return '';
    const what = armedFor.kind === 'bet' ? format.seat(armedFor.seat) : format.pot(armedFor.pot);
    if (target.kind === 'new-pot') return t('felt.dropNewPot', { what });
    if (target.kind === 'pot') return t('felt.dropInPot', { what, pot: format.pot(target.pot) });
    if (armedFor.kind === 'bet') return t('felt.dropBack', { seat: format.seat(target.seat) });
    if (armedFor.kind === 'half') return t(`felt.half.${armedFor.half}.drop`, { pot: format.pot(armedFor.pot) });
    return armedFor.kind === 'odd' ? t('felt.dropOdd', { seat: format.seat(target.seat), pot: format.pot(armedFor.pot) }) : t('felt.dropToSeat', { pot: format.pot(armedFor.pot), seat: format.seat(target.seat) });
  };

  const board = splitCards(table.board);
  const felt = (
    <div
      ref={box}
      className={`felt-box scale-${scale}${held || dragged ? ' holding' : ''}`}
      data-felt
      data-fits={layout ? layout.fits : undefined}
      style={size ? { width: size.width, height: size.height } : undefined}
    >
      {layout && (
        <>
          <div className="felt-rail" aria-hidden="true" style={{ ...boxStyle(layout.rail), borderRadius: layout.railRadius ?? '50%' }} />
          <div className={`felt-middle${densities(density)}`} ref={middleRef} style={boxStyle(layout.middle)}>
            {(board.length > 0 || !!table.burnt) && (
              <div className="board-row">
                {/* The burn cards, face down beside the board: as many as main says were burnt. */}
                {!!table.burnt && (
                  <div className="burn-pile" role="img" aria-label={t('felt.burnt', { cards: format.n(table.burnt) })} data-burnt={table.burnt}>
                    {Array.from({ length: table.burnt }, (_, k) => (
                      <PlayingCard key={k} text={null} />
                    ))}
                  </div>
                )}
                {board.length > 0 && (
                  <div className="board" role="group" aria-label={t('drill.board')}>
                    {board.map((card) => (
                      <PlayingCard key={card} text={card} />
                    ))}
                  </div>
                )}
              </div>
            )}
            <div className="pots" ref={potsRef}>
              {shown.pots.map((pot, i) => {
                const potTarget: Target = { kind: 'pot', pot: i };
                const awarding = dealing?.movable({ kind: 'pot', pot: i }) ?? false;
                return (
                  <PotSpot
                    key={i}
                    index={i}
                    pot={pot}
                    pickup={awarding ? { held: held?.kind === 'pot' && held.pot === i, onPick: () => pick({ kind: 'pot', pot: i }) } : undefined}
                    oddPickup={dealing?.movable({ kind: 'odd', pot: i }) ? { held: held?.kind === 'odd' && held.pot === i, onPick: () => pick({ kind: 'odd', pot: i }) } : undefined}
                    halfPickup={
                      dealing?.movable({ kind: 'half', pot: i, half: 'high' })
                        ? { held: held?.kind === 'half' && held.pot === i ? held.half : null, onPick: (half) => pick({ kind: 'half', pot: i, half }) }
                        : undefined
                    }
                    drop={!awarding && dealing ? { armed: !!armedFor && accepts(armedFor, potTarget), label: dropLabel(potTarget), onDrop: () => held && putDown(held, potTarget, true) } : undefined}
                    onToggle={dealing?.toggleEligible ? (seat) => dealing.toggleEligible?.(i, seat) : undefined}
                  />
                );
              })}
              {dealing?.newPot && (
                <div className="pot-spot new-pot">
                  <DropPlace target={{ kind: 'new-pot' }} armed={!!armedFor && accepts(armedFor, { kind: 'new-pot' })} label={dropLabel({ kind: 'new-pot' })} onDrop={() => held && putDown(held, { kind: 'new-pot' }, true)} className="pot-body">
                    <span className="pot-name">{t('felt.newSidePot')}</span>
                  </DropPlace>
                </div>
              )}
            </div>
          </div>
          {table.seats.map((seat) => {
            const k = seat.seat;
            const seatTarget: Target = { kind: 'seat', seat: k };
            const armed = !!armedFor && accepts(armedFor, seatTarget);
            const showdown = marks.onSeat;
            return (
              <SeatWithDrop
                key={k}
                armed={armed}
                seatTarget={seatTarget}
                render={(dropRef, over) => (
                  <FeltSeat
                    seat={seat}
                    pucks={pucks[k]}
                    reserve={reserveOf(seat)}
                    cardRows={layout.cardRows}
                    narrow={layout.otherText}
                    toAct={table.toAct === k}
                    badge={marks.badges?.[k]}
                    selected={marks.selected?.has(k) ?? false}
                    marked={marks.marked?.has(k) ?? false}
                    returned={shown.returned?.[k]}
                    won={shown.won?.[k]}
                    dropRef={dropRef}
                    over={over}
                    style={boxStyle(layout.seats[k])}
                    action={
                      armed
                        ? { run: () => held && putDown(held, seatTarget, true), label: dropLabel(seatTarget), armed: true, targetId: targetId(seatTarget) }
                        : showdown
                          ? { run: () => showdown(k), pressed: marks.selected?.has(k) ?? false, label: undefined }
                          : undefined
                    }
                  />
                )}
              />
            );
          })}
          {table.seats.map((seat) => {
            const amount = shown.bets[seat.seat] ?? 0;
            if (amount <= 0) return null;
            const source: Source = { kind: 'bet', seat: seat.seat };
            const movable = dealing?.movable(source) ?? false;
            return (
              <BetSpot
                key={seat.seat}
                seat={seat.seat}
                amount={amount}
                beside={layout.betBeside[seat.seat]}
                style={boxStyle(layout.bets[seat.seat])}
                pickup={movable ? { held: held?.kind === 'bet' && held.seat === seat.seat, onPick: () => pick(source) } : undefined}
              />
            );
          })}
          <div className="dealer-place" data-dealer style={boxStyle(layout.dealer)}>
            {t('felt.dealer')}
          </div>
        </>
      )}
    </div>
  );

  return (
    <figure className="table-figure" ref={figure} onKeyDown={onKeyDown}>
      {dealing ? (
        <DndContext sensors={sensors} collisionDetection={pointerWithin} autoScroll={autoScroll} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)} accessibility={{ screenReaderInstructions: { draggable: t('felt.dragHelp') }, announcements: silent }}>
          {felt}
          <DragOverlay dropAnimation={null}>{dragged ? <div className="chip-drag"><ChipPile amount={amountOf(dragged)} /></div> : null}</DragOverlay>
        </DndContext>
      ) : (
        felt
      )}
      <figcaption className="table-facts">
        {held ? (
          <>
            <span className="holding" role="status">
              {heldText(held)} {t('felt.holdingHelp')}
            </span>
            {held.kind === 'bet' && dealing?.cut && (
              <label className="cut-field">
                {t('felt.cutLabel')}{' '}
                <input
                  className="cut-amount"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={format.n(amountOf(held))}
                  value={dealing.cut.of(held.seat)}
                  onChange={(event) => dealing.cut?.set(held.seat, event.target.value)}
                />
              </label>
            )}
          </>
        ) : (
          <>
            {t(`drill.variant.${table.variant}`)} · {t(`drill.structure.${table.structure}`)} · {t(`drill.street.${table.street}`)}
            {table.antes.kind !== 'none' && ` · ${t(`felt.antes.${table.antes.kind}`, { amount: format.n(table.antes.amount) })}`}
            {table.stub && ` · ${t('felt.stub', { cards: format.n(table.stub.cards), count: table.stub.cards, muck: format.n(table.stub.muck) })}`}
            {!!table.stub?.reshuffles && (
              <span className="stub-reshuffled" data-reshuffles={table.stub.reshuffles}>
                {` · ${t('felt.reshuffled', { count: table.stub.reshuffles })}`}
              </span>
            )}
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** The felt says what happens in words of its own (the held chips, the labels); dnd-kit's English announcements stay quiet. */
const silent = { onDragStart: () => undefined, onDragMove: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

/** A seat as a place to drop a drag on (a pot to its winner, chips back to their owner). */
function SeatWithDrop({ armed, seatTarget, render }: { armed: boolean; seatTarget: Target; render(ref: (el: HTMLDivElement | null) => void, over: boolean): React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: targetId(seatTarget), disabled: !armed });
  return <>{render(setNodeRef, isOver)}</>;
}
