import { useTranslation } from 'react-i18next';

const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '00', '0', '⌫'] as const;

/** An on-screen keypad for amounts; it types into the active field. The keyboard works as well. */
export function Keypad({ onKey, disabled }: { onKey: (key: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="keypad" role="group" aria-label={t('drill.keypad')}>
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          tabIndex={-1}
          disabled={disabled}
          aria-label={key === '⌫' ? t('drill.backspace') : key}
          onMouseDown={(event) => event.preventDefault() /* keep the field focused */}
          onClick={() => onKey(key)}
        >
          {key}
        </button>
      ))}
      <button type="button" tabIndex={-1} disabled={disabled} className="clear" onMouseDown={(event) => event.preventDefault()} onClick={() => onKey('clear')}>
        {t('drill.clear')}
      </button>
    </div>
  );
}

/** Digits only: "4 300" or "4,300" -> 4300; null when empty. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

export function applyKey(text: string, key: string): string {
  if (key === 'clear') return '';
  if (key === '⌫') return text.slice(0, -1);
  return (text + key).replace(/^0+(?=\d)/, '');
}
