import { useTranslation } from 'react-i18next';
import { Felt } from '../felt/Felt';
import { AnswerFrame } from './AnswerFrame';
import { tableMarks } from './marks';
import { NumberForm } from './NumberForm';
import { nothingBet } from '../../../shared/table';
import type { AnswerProps } from './types';

export function PotLimitAnswer({ question, locked, review, onSubmit }: AnswerProps<'pot-limit'>) {
  const { t } = useTranslation();
  const table = question.table;
  // Nothing in front of anybody: the player would bet, not raise.
  const bet = nothingBet(table);
  return (
    <AnswerFrame table={table} prompt={t(bet ? 'drill.prompt.pot-limit-bet' : 'drill.prompt.pot-limit', { seat: t('drill.seat', { n: (table.toAct ?? 0) + 1 }) })} locked={locked} felt={<Felt table={table} marks={tableMarks(review)} />}>
      <NumberForm
        fields={[
          { name: 'to_call', label: t('drill.field.to_call') },
          { name: 'pot', label: t('drill.field.pot') },
          { name: 'max_raise_to', label: t(bet ? 'drill.field.max_bet' : 'drill.field.max_raise_to') },
        ]}
        locked={locked}
        wrong={review?.parts ?? new Set()}
        onSubmit={(v) => onSubmit({ kind: 'pot-limit', to_call: v.to_call, pot: v.pot, max_raise_to: v.max_raise_to })}
      />
    </AnswerFrame>
  );
}
