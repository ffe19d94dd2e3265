import { useEffect, useRef, useState } from 'react';
import { useExamFormat } from './format';

/**
 * Time left to one of main's deadlines. Main's clock is the only clock: `skew` is main's now minus
 * this page's now when the view arrived, so the count matches main's even if the computer's clock
 * is off. Reaching zero only asks main what happened (`onZero`); the renderer never decides that an
 * answer is late.
 */
export function Countdown({ label, deadline, skew, onZero, urgentBelow = 10 }: { label: string; deadline: number; skew: number; onZero(): void; urgentBelow?: number }) {
  const f = useExamFormat();
  const left = () => Math.max(0, (deadline - (Date.now() + skew)) / 1000);
  const [seconds, setSeconds] = useState(left);
  const zeroed = useRef(false);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    zeroed.current = false;
    const tick = () => {
      const s = left();
      setSeconds(s);
      if (s <= 0 && !zeroed.current) {
        zeroed.current = true;
        onZeroRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, skew]);

  const whole = Math.ceil(seconds);
  return (
    <span className={`clock${whole <= urgentBelow ? ' urgent' : ''}`} data-seconds-left={whole}>
      {/* Read out on demand, not every second: a live region here would talk over the question. */}
      <span className="clock-label">{label}</span> <span className="clock-value">{f.clock(seconds)}</span>
    </span>
  );
}
