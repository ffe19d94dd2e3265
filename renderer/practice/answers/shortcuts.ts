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
