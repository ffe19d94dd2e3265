/**
 * Presentation helpers: numbers in the trainee's language, 1-based seat names (the contract's seats
 * are 0-based: this is the one place that converts), pot names and card text split into cards.
 * Formatting only: no poker rule lives here.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The seat number a trainee sees for a contract seat index. */
export const seatNumber = (index: number): number => index + 1;
/** The contract seat index for the seat number a trainee typed or pressed. */
export const seatIndex = (shown: number): number => shown - 1;

/** Seat numbers as a dealer writes them on a pot: runs of three or more joined, "1–7 9 10". */
export function seatRuns(indices: readonly number[]): string {
  const numbers = [...indices].sort((a, b) => a - b).map(seatNumber);
  const out: string[] = [];
  for (let k = 0; k < numbers.length; ) {
    let end = k;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end] + 1) end++;
    out.push(end - k >= 2 ? `${numbers[k]}–${numbers[end]}` : numbers.slice(k, end + 1).join(' '));
    k = end + 1;
  }
  return out.join(' ');
}

/** "AsKd" -> ["As", "Kd"]. */
export const splitCards = (text: string | null | undefined): string[] => (text ? (text.match(/../g) ?? []) : []);

export const suitSymbol: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
export const suitName: Record<string, 'spades' | 'hearts' | 'diamonds' | 'clubs'> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
export const rankText = (rank: string): string => (rank === 'T' ? '10' : rank);

export interface Format {
  /** A number of chips, grouped as the language groups digits. */
  n(value: number): string;
  /** "Seat 3" for index 2. */
  seat(index: number): string;
  /** "Seat 1, seat 3" or "nobody". */
  seats(indices: readonly number[]): string;
  /** "Main pot" or "Side pot 2". */
  pot(index: number): string;
  /** A card for screen readers: "ace of spades". */
  card(text: string): string;
  /** Seconds with one decimal. */
  seconds(value: number): string;
}

export function useFormat(): Format {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    const seat = (index: number) => t('drill.seat', { n: seatNumber(index) });
    return {
      n: (value) => number.format(value),
      seat,
      seats: (indices) => (indices.length ? list.format(indices.map(seat)) : t('drill.nobody')),
      pot: (index) => (index === 0 ? t('drill.mainPot') : t('drill.sidePot', { n: index })),
      card: (text) => t('drill.cardName', { rank: t(`drill.ranks.${text[0] as 'A'}`), suit: t(`drill.suits.${suitName[text[1]] ?? 'spades'}`) }),
      seconds: (value) => decimal.format(value),
    };
  }, [t, language]);
}
