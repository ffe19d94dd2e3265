import { type ReactNode, useEffect, useRef } from 'react';
import { hasNavigated } from '../routes';

/**
 * A screen's h1, focused when the trainee moves to the screen so that screen readers announce
 * the change. Not on page load: there the first Tab must reach the skip link.
 */
export function ScreenHeading({ children, hidden = false }: { children: ReactNode; /** Kept for screen readers only (a practice session gives the room to the felt). */ hidden?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasNavigated()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={hidden ? 'sr-only' : undefined}>
      {children}
    </h1>
  );
}
