import { useSyncExternalStore } from 'react';
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

export function useScreen(): Screen {
  return useSyncExternalStore(subscribe, () => screenFromHash(window.location.hash));
}
