/**
 * What every answer shares: the felt on the left and, beside it, the action history and the answer
 * panel; the focus in the answer when an item opens; Enter submits from anywhere in it but a
 * button or a field that takes Enter itself; a control that disables itself (or goes away) hands
 * the focus on to the next one; and the list of what a refused answer still lacks.
 */
import { type KeyboardEvent, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sayOf } from '../../i18n/say';
import type { TableView } from '../../../shared/drills';
import { useFormat } from '../format';
import { NARROW } from '../felt/fit';
import { History, HistorySeen, narrate } from '../felt/History';
import type { Missing } from '../deal/pots-model';

/** Where Enter does something of its own (or where a form submits natively). */
const OWN_ENTER = 'button, [role="button"], a[href], select, textarea, summary, input:not([type="checkbox"]):not([type="radio"])';

const FOCUSABLE = 'button:not([disabled]), [role="button"][tabindex="0"], a[href], input:not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/** The item's first control: one marked data-autofocus, else the first thing to pick up on the felt, else the panel's first control. */
function initialFocus(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>('.felt-box .pickup, .felt-box .felt-seat.interactive') ?? focusables(root.querySelector('.answer-panel') ?? root)[0] ?? null;
}

/** Focus in the answer when it opens; when the focused control is disabled or removed, on to the one that took its place. */
export function useAnswerFocus(root: React.RefObject<HTMLElement | null>, locked: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el || locked) return;
    // After the felt has measured itself (its seats and chips appear then).
    const frame = window.requestAnimationFrame(() => {
      // A new item or step starts in view from its top (the page may be down at the last feedback);
      // on a narrow screen (styles.css) with the whole table in view, above the bar at the window's foot.
      const from = el.closest('.session') ?? el;
      if (from.getBoundingClientRect().top < 0) from.scrollIntoView({ block: 'start' });
      if (window.matchMedia(NARROW).matches) el.querySelector('.table-figure')?.scrollIntoView({ block: 'nearest' });
      if (!el.contains(document.activeElement)) initialFocus(el)?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [root, locked]);

  // Once the answer is submitted its controls go away: the feedback takes the focus, not the answer.
  const submitted = useRef(locked);
  submitted.current = locked;
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let last: { element: HTMLElement; index: number } | null = null;
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      last = { element: target, index: focusables(el).indexOf(target) };
    };
    const handOff = () => {
      if (!last || submitted.current) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== last.element) return;
      const gone = !last.element.isConnected || (last.element as HTMLButtonElement).disabled;
      if (!gone) return;
      const list = focusables(el);
      const next = list[Math.min(Math.max(0, last.index), list.length - 1)];
      next?.focus();
    };
    const observer = new MutationObserver(handOff);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    el.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusin', onFocus);
    };
  }, [root]);
}

export function MissingList({ missing }: { missing: readonly Missing[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!missing.length) return null;
  // The keys come from the answers' own checks (felt.missing.*).
  const say = t as unknown as (key: string, values: Record<string, string | number>) => string;
  // A `count` stays a number: the key's plural forms follow it.
  const words = (values: Missing['values'] = {}) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value !== 'number' || name === 'count' ? value : name === 'pot' ? format.pot(value) : name === 'seat' ? format.seat(value) : format.n(value)]),
    );
  return (
    <div className="form-error missing" role="alert">
      <p>{t('felt.missing.heading')}</p>
      <ul>
        {missing.map((m, k) => (
          <li key={k} data-missing={m.key}>
            {say(`felt.missing.${m.key}`, words(m.values))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The end of a dealt answer: take the last move back, or submit it. */
export function UndoAndSubmit({ canUndo, onUndo, label }: { canUndo: boolean; onUndo(): void; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      <button type="button" onClick={onUndo} disabled={!canUndo}>
        {t('drill.undo')}
      </button>
      <button type="submit" className="primary" data-submit>
        {label} <kbd>Enter</kbd>
      </button>
    </div>
  );
}

/** The end of an answer made by picking (seats, hands): clear the picks, when it can be, or submit. */
export function ClearAndSubmit({ onClear, canClear = false, onSubmit }: { onClear?: () => void; canClear?: boolean; onSubmit(): void }) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      {onClear && (
        <button type="button" onClick={onClear} disabled={!canClear}>
          {t('drill.clear')}
        </button>
      )}
      <button type="button" className="primary" data-submit onClick={onSubmit}>
        {t('drill.submit')} <kbd>Enter</kbd>
      </button>
    </div>
  );
}

interface FrameProps {
  /** The table on the felt (with its history); none for a question without one. */
  felt?: ReactNode;
  table?: TableView;
  prompt: string;
  locked: boolean;
  /** Enter outside a control of its own; by default the panel's form is submitted. */
  onEnter?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** Where the focus starts: the first control (the default), or the panel itself, where digits, letters and Enter work at once. */
  focus?: 'control' | 'panel';
  children: ReactNode;
}

export function AnswerFrame({ felt, table, prompt, locked, onEnter, onKeyDown, focus = 'control', children }: FrameProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const root = useRef<HTMLDivElement>(null);
  const seen = useContext(HistorySeen);
  useAnswerFocus(root, locked);
  const news = table && seen ? narrate(table.history, seen, format, sayOf(t)) : [];
  const keyDown = (event: KeyboardEvent) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || locked) return;
    if ((event.target as HTMLElement).closest(OWN_ENTER)) return;
    event.preventDefault();
    if (onEnter) onEnter();
    else root.current?.querySelector<HTMLFormElement>('.answer-panel form')?.requestSubmit();
  };
  return (
    <div className={`drill-layout${felt ? '' : ' no-felt'}`} ref={root} onKeyDown={keyDown}>
      {felt && <div className="felt-column">{felt}</div>}
      <div className="side-column">
        {table && <History history={table.history} seats={table.seats.length} />}
        <section className="answer-panel" aria-label={t('drill.yourAnswer')} tabIndex={focus === 'panel' ? -1 : undefined} data-autofocus={focus === 'panel' || undefined}>
          {news.length > 0 && (
            <div className="narration" aria-live="polite">
              <h2>{t('felt.history.since')}</h2>
              <p>{news.join(' · ')}</p>
            </div>
          )}
          <p className="prompt">{prompt}</p>
          {children}
        </section>
      </div>
    </div>
  );
}
