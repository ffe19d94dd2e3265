import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One part of an answer picked from a few buttons (a ruling, yes or no, a seat among winners): a
 * fieldset whose legend names the part; the picked ones are pressed and ticked. A wrong part is
 * marked ✗ in its legend, or (`mark: 'after'`, in a form of numbers) after the buttons.
 */
export function ChoiceRow<T extends string | number | boolean>({ legend, choices, picked, label, data, shortcut, wrong, mark = 'legend', className, locked, onPick, ...rest }: {
  legend: string;
  choices: readonly T[];
  // The choices alone say what T is.
  picked(value: NoInfer<T>): boolean;
  label(value: NoInfer<T>): ReactNode;
  /** The attribute that carries each choice's value, e.g. `ruling` for data-ruling. */
  data: string;
  shortcut?: (value: NoInfer<T>) => string;
  wrong: boolean;
  mark?: 'legend' | 'after';
  className?: string;
  locked: boolean;
  onPick(value: NoInfer<T>): void;
  'data-status-row'?: number;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={['choice-buttons', className, wrong && 'wrong'].filter(Boolean).join(' ')} {...rest}>
      <legend>
        {mark === 'legend' && wrong ? '✗ ' : ''}
        {legend}
      </legend>
      {choices.map((value) => (
        <button key={String(value)} type="button" {...{ [`data-${data}`]: String(value) }} aria-pressed={picked(value)} disabled={locked} onClick={() => onPick(value)} aria-keyshortcuts={shortcut?.(value)}>
          {picked(value) ? '✓ ' : ''}
          {label(value)}
        </button>
      ))}
      {mark === 'after' && wrong && <span className="wrong-mark">✗ {t('drill.wrongPart')}</span>}
    </fieldset>
  );
}
