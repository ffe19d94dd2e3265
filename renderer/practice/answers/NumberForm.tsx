import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { applyKey, Keypad, parseAmount } from '../Keypad';
import { MissingList } from './AnswerFrame';

export interface NumberFieldSpec {
  name: string;
  label: string;
  disabled?: boolean;
}

/**
 * Amount fields with a keypad: the keypad types into the field last focused; Enter submits.
 * `children` come before the fields (e.g. the call/raise choice of the action drill).
 */
export function NumberForm({
  fields,
  locked,
  wrong,
  onSubmit,
  children,
  submitLabel,
  hint,
  lacking,
}: {
  fields: NumberFieldSpec[];
  locked: boolean;
  wrong: ReadonlySet<string>;
  onSubmit(values: Record<string, number>): void;
  children?: ReactNode;
  submitLabel?: string;
  /** The answer's own shortcuts, told after the number fields' hint. */
  hint?: string;
  /** What else the answer lacks (a choice not made). */
  lacking?: () => Missing[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [active, setActive] = useState(fields[0]?.name ?? '');
  const [missing, setMissing] = useState<Missing[]>([]);
  const refs = useRef<Record<string, HTMLInputElement | null>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const out: Record<string, number> = {};
    const empty: NumberFieldSpec[] = [];
    for (const field of fields) {
      const value = field.disabled ? 0 : parseAmount(values[field.name] ?? '');
      if (value === null) empty.push(field);
      else out[field.name] = value;
    }
    const lacks = [...(lacking?.() ?? []), ...empty.map((field) => ({ key: 'fieldEmpty', values: { field: field.label } }))];
    setMissing(lacks);
    if (empty.length) refs.current[empty[0].name]?.focus();
    if (lacks.length === 0) onSubmit(out);
  };

  return (
    <form className="number-form" onSubmit={submit} aria-describedby={`${id}-hint`}>
      {children}
      <div className="number-fields">
        {fields.map((field, k) => (
          <div className={`field${wrong.has(field.name) ? ' wrong' : ''}`} key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              ref={(element) => {
                refs.current[field.name] = element;
              }}
              name={field.name}
              inputMode="numeric"
              autoComplete="off"
              autoFocus={k === 0}
              readOnly={locked}
              disabled={field.disabled}
              aria-invalid={wrong.has(field.name) || undefined}
              value={field.disabled ? '' : (values[field.name] ?? '')}
              onFocus={() => setActive(field.name)}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value.replace(/[^\d\s.,]/g, '') })}
            />
            {wrong.has(field.name) && <span className="wrong-mark">✗ {t('drill.wrongPart')}</span>}
          </div>
        ))}
      </div>
      <Keypad disabled={locked} onKey={(key) => setValues({ ...values, [active]: applyKey(values[active] ?? '', key) })} />
      <MissingList missing={missing} />
      <p className="shortcut-hint" id={`${id}-hint`}>
        {t('drill.hints.numbers')}
        {hint ? ` ${hint}` : ''}
      </p>
      {!locked && (
        <div className="actions">
          <button type="submit" className="primary" data-submit>
            {submitLabel ?? t('drill.submit')} <kbd>Enter</kbd>
          </button>
        </div>
      )}
    </form>
  );
}
