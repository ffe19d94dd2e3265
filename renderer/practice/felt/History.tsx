/**
 * The hand so far, street by street, as main sends it (TableView.history): who posted, checked,
 * bet, raised, called or folded, for how much, who went all-in, and each street's last bet or
 * raise marked; a street dealt after a burn says so, and so does a short stub's scramble or common
 * card and a draw that reshuffled the stub. In a whole hand, what happened since the step before is
 * marked as new.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Say, sayOf } from '../../i18n/say';
import type { HistoryEntry, HistoryStreet } from '../../../shared/drills';
import { type Format, useFormat } from '../format';
import { CardsText, cardsWithSymbols } from './CardsText';

/** How much of the history the trainee had already seen (whole hand: at the step before); the rest is new. */
export interface Seen {
  streets: number;
  entries: number;
}
export const HistorySeen = createContext<Seen | null>(null);

export const seenOf = (history: HistoryStreet[]): Seen => ({ streets: history.length, entries: history.reduce((n, s) => n + s.actions.length, 0) });

type T = Say;

/** One action in words: "Seat 3 raises to 1,200, all-in"; a draw with the dealer's burn or reshuffle before its cards. */
export function phraseEntry(entry: HistoryEntry, format: Format, t: T): string {
  // A discard's amount is the cards drawn: its plural forms follow it ("draws 1 card", "stands pat").
  const said = t(`felt.history.act.${entry.act}`, { seat: format.seat(entry.seat), amount: format.n(entry.amount), count: entry.amount, cards: cardsWithSymbols(entry.cards ?? '') });
  let text = entry.allIn ? t('felt.history.allIn', { action: said }) : said;
  if (entry.burnt) text = t('felt.history.drawBurnt', { action: text });
  return entry.reshuffled ? t('felt.history.reshuffled', { action: text }) : text;
}

/** The antes as one line when every seat posted the same, as a dealer says it. */
function lines(street: HistoryStreet, seats: number, format: Format, t: T): Array<{ entry: HistoryEntry; index: number; text: string }> {
  const antes = street.actions.filter((a) => a.act === 'ante');
  const together = antes.length === seats && seats > 2 && antes.every((a) => a.amount === antes[0].amount && !a.allIn);
  const out: Array<{ entry: HistoryEntry; index: number; text: string }> = [];
  street.actions.forEach((entry, index) => {
    if (together && entry.act === 'ante') {
      if (entry === antes[0]) out.push({ entry, index, text: t('felt.history.antesEach', { amount: format.n(entry.amount) }) });
      return;
    }
    out.push({ entry, index, text: phraseEntry(entry, format, t) });
  });
  return out;
}

/** The entry that is the street's last bet or raise (its aggressor's last one). */
function aggressorIndex(street: HistoryStreet): number {
  for (let k = street.actions.length - 1; k >= 0; k--) {
    const a = street.actions[k];
    if (a.seat === street.aggressor && (a.act === 'bet' || a.act === 'raise')) return k;
  }
  return -1;
}

export function History({ history, seats }: { history: HistoryStreet[]; seats: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const seen = useContext(HistorySeen);
  const list = useRef<HTMLDivElement>(null);
  // The latest action in view.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [history]);
  let count = 0;
  return (
    // One landmark: the scrolling list (it takes the focus, to scroll by keyboard), named by the heading.
    <div className="history" data-history>
      <h2 id="history-heading">{t('felt.history.heading')}</h2>
      <div className="history-list" ref={list} tabIndex={0} role="region" aria-labelledby="history-heading">
        {history.map((street) => {
          const aggressor = aggressorIndex(street);
          const entries = lines(street, seats, format, sayOf(t));
          const startsAt = count;
          count += street.actions.length;
          return (
            <div key={street.street} className="history-street" data-street={street.street}>
              <h3>
                {t(`drill.street.${street.street}`)}
                {street.burnt && <span className="history-burn">{` (${t('felt.history.afterBurn')})`}</span>}
                {street.common && <span className="history-common">{` (${t('felt.history.commonCard')})`}</span>}
                {street.dealt && (
                  <>
                    {' '}
                    <CardsText cards={street.dealt} />
                  </>
                )}
                {street.scrambled && <span className="history-scramble">{` (${t('felt.history.fromScramble', { seats: format.seats(street.scrambled) })})`}</span>}
              </h3>
              {entries.length === 0 ? (
                <p className="history-none">{t('felt.history.noBetting')}</p>
              ) : (
                <ol>
                  {entries.map(({ entry, index, text }) => {
                    const isNew = seen !== null && startsAt + index >= seen.entries;
                    const last = index === aggressor;
                    return (
                      <li key={index} className={`${isNew ? 'new' : ''}${last ? ' aggressor' : ''}`} data-act={entry.act} data-entry-seat={entry.seat} data-aggressor={last || undefined}>
                        {text}
                        {last && <span className="aggressor-mark"> {t('felt.history.lastAggressor')}</span>}
                        {isNew && <span className="sr-only"> {t('felt.history.new')}</span>}
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** What the dealer did as a street began: its burn and cards, stud's scramble or common card. */
function dealtLines(street: HistoryStreet, format: Format, t: T): string[] {
  const values = { street: t(`drill.street.${street.street}`), cards: cardsWithSymbols(street.dealt) };
  const out: string[] = [];
  if (street.common && street.burnt) out.push(t('felt.history.dealtCommon', values));
  else if (street.dealt) out.push(t(street.burnt ? 'felt.history.dealtBurnt' : 'felt.history.dealt', values));
  else if (street.burnt) out.push(t('felt.history.streetBurnt', values));
  if (street.scrambled) out.push(t('felt.history.scrambled', { count: street.scrambled.length, seats: format.seats(street.scrambled) }));
  return out;
}

/** What happened since `seen`, in words: the cards dealt (after a burn, from a scramble) and the actions, between two steps of a whole hand. */
export function narrate(history: HistoryStreet[], seen: Seen, format: Format, t: T): string[] {
  const out: string[] = [];
  let count = 0;
  history.forEach((street, k) => {
    if (k >= seen.streets) out.push(...dealtLines(street, format, t));
    street.actions.forEach((entry, i) => {
      if (count + i >= seen.entries) out.push(phraseEntry(entry, format, t));
    });
    count += street.actions.length;
  });
  return out;
}
