import { useTranslation } from 'react-i18next';
import { Felt } from '../felt/Felt';
import { AnswerFrame } from './AnswerFrame';
import { tableMarks } from './marks';
import { NumberForm } from './NumberForm';
import { nothingBet } from '../../../shared/table';
import type { AnswerProps } from './types';

export function MinRaiseAnswer({ question, locked, review, onSubmit }: AnswerProps<'min-raise'>) {
  const { t } = useTranslation();
  const table = question.table;
  // Nothing in front of anybody: the player would bet, not raise.
  const bet = nothingBet(table);
  return (
    <AnswerFrame table={table} prompt={t(bet ? 'drill.prompt.min-bet' : 'drill.prompt.min-raise', { seat: t('drill.seat', { n: (table.toAct ?? 0) + 1 }) })} locked={locked} felt={<Felt table={table} marks={tableMarks(review)} />}>
      <NumberForm
        fields={[{ name: 'min_raise_to', label: t(bet ? 'drill.field.min_bet' : 'drill.field.min_raise_to') }]}
        locked={locked}
        wrong={review?.parts ?? new Set()}
        onSubmit={(v) => onSubmit({ kind: 'min-raise', min_raise_to: v.min_raise_to })}
      />
    </AnswerFrame>
  );
}
