import { useSyncExternalStore } from 'react';
import type { Role } from '../shared/enums';
import { type Screen, screenFromHash } from '../shared/screens';

let navigated = false;
window.addEventListener('hashchange', () => {
  navigated = true;
});

/** Whether the trainee has moved between screens since the page loaded. */
export function hasNavigated(): boolean {
  return navigated;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The screen in the address, among the caller's (a trainee on a classroom host has only a few). */
export function useScreen(role: Role): Screen {
  return useSyncExternalStore(subscribe, () => screenFromHash(window.location.hash, role));
}

/** The whole hash, for a screen with addresses of its own (`#/practice/item?...`). */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}
