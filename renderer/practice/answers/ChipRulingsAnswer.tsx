import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipsFor } from '../felt/denominations';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame } from './AnswerFrame';
import { ChoiceRow } from './ChoiceRow';
import { NumberForm } from './NumberForm';
import type { AnswerProps } from './types';
import { tableMarks } from './marks';
import { letterKeys } from './shortcuts';

const rulings = ['check', 'call', 'bet', 'raise'] as const;

export function ChipRulingsAnswer({ question, locked, review, onSubmit }: AnswerProps<'chip-rulings'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const [ruling, setRuling] = useState<(typeof rulings)[number] | null>(null);
  const wrong = review?.parts ?? new Set<string>();
  const counts = new Map<number, number>();
  for (const chip of question.push.chips) counts.set(chip, (counts.get(chip) ?? 0) + 1);
  const table = question.table;
  const seat = t('drill.seat', { n: (table.toAct ?? 0) + 1 });
  const keys = { check: t('drill.keys.check'), call: t('drill.keys.call'), bet: t('drill.keys.bet'), raise: t('drill.keys.raise') };
  const onKeyDown = letterKeys(
    rulings.map((value) => ({ key: keys[value], value })),
    setRuling,
    locked,
  );
  return (
    <AnswerFrame
      table={table}
      prompt={t(question.push.stringBet ? 'drill.prompt.chip-rulings-string' : 'drill.prompt.chip-rulings', { seat })}
      locked={locked}
      onKeyDown={onKeyDown}
      felt={<Felt table={table} marks={tableMarks(review)} />}
    >
      <ul className="push-list" aria-label={t('drill.pushed')}>
        {[...counts].map(([value, count]) => (
          <li key={value}>
            <span className={`chip-dot chip-${chipsFor(value)[0]?.name ?? 'white'}`} aria-hidden="true" />
            {t('drill.chipCount', { count, value: format.n(value) })}
          </li>
        ))}
      </ul>
      <NumberForm
        fields={[{ name: 'to', label: t('drill.field.to') }]}
        locked={locked}
        wrong={wrong}
        hint={t('drill.hints.chipRulings', keys)}
        lacking={() => (ruling ? [] : [{ key: 'ruling' }])}
        onSubmit={(v) => ruling && onSubmit({ kind: 'chip-rulings', ruling, to: v.to })}
      >
        <ChoiceRow
          legend={t('drill.field.ruling')}
          wrong={wrong.has('ruling')}
          mark="after"
          choices={rulings}
          data="value"
          picked={(value) => ruling === value}
          shortcut={(value) => keys[value]}
          label={(value) => (
            <>
              {t(`drill.ruling.${value}`)} <kbd>{keys[value]}</kbd>
            </>
          )}
          locked={locked}
          onPick={setRuling}
        />
      </NumberForm>
    </AnswerFrame>
  );
}
