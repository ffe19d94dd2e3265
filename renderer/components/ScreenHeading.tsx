import { type ReactNode, useEffect, useRef } from 'react';
import { hasNavigated } from '../routes';

/**
 * A screen's h1, focused when the trainee moves to the screen so that screen readers announce
 * the change. Not on page load: there the first Tab must reach the skip link.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasNavigated()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
