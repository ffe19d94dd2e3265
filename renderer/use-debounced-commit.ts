import { useEffect, useRef, useState } from 'react';

/**
 * A local draft of a value that changes often (a slider), committed once it has been still for
 * `delay` ms, and on unmount if still pending. Follows `value` when it changes from outside.
 * Returns the draft, its setter and whether a commit is still waiting.
 */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, delay = 300): [T, (value: T) => void, boolean] {
  const [draft, setDraft] = useState(value);
  const [waiting, setWaiting] = useState(false);
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (!pending.current) setDraft(value);
  }, [value]);

  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      commitRef.current(pending.current.value);
    },
    [],
  );

  const change = (next: T) => {
    setDraft(next);
    setWaiting(true);
    if (pending.current) clearTimeout(pending.current.timer);
    const timer = setTimeout(() => {
      pending.current = null;
      setWaiting(false);
      commitRef.current(next);
    }, delay);
    pending.current = { value: next, timer };
  };
  return [draft, change, waiting];
}
