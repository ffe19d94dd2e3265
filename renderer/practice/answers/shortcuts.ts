import type { KeyboardEvent } from 'react';

/**
 * Single-key shortcuts for an answer's choice buttons (the letters come from the translations,
 * e.g. Y/N in English, J/N in Swedish): a letter with no modifier picks its choice. The number
 * fields take digits only, so a letter typed in one is a shortcut too.
 */
export function letterKeys<T>(choices: readonly { key: string; value: T }[], pick: (value: T) => void, locked: boolean) {
  return (event: KeyboardEvent) => {
    if (locked || event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return;
    const found = choices.find((c) => c.key.toLowerCase() === event.key.toLowerCase());
    if (!found) return;
    event.preventDefault();
    pick(found.value);
  };
}

/**
 * Seats by their numbers: a digit picks its seat (1 to 9, 0 for seat 10), Backspace takes the last
 * pick back, and `letters` are single keys of the answer's own (e.g. A: all face up). Not inside a
 * text field, and never with a modifier.
 */
export function seatKeys(seats: number, pick: (seat: number) => void, back: () => void, locked: boolean, letters: Record<string, () => void> = {}) {
  return (event: KeyboardEvent) => {
    if (locked || (event.target as HTMLElement).tagName === 'INPUT' || event.ctrlKey || event.altKey || event.metaKey) return;
    const digit = /^[0-9]$/.test(event.key) ? (event.key === '0' ? 10 : Number(event.key)) : null;
    const letter = letters[event.key.toLowerCase()];
    if (digit !== null && digit <= seats) pick(digit - 1);
    else if (event.key === 'Backspace') back();
    else if (letter) letter();
    else return;
    event.preventDefault();
  };
}
