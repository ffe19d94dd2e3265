import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../shared/drills';
import { nothingBet } from '../../../shared/table';
import { Felt } from '../felt/Felt';
import { AnswerFrame } from './AnswerFrame';
import { tableMarks } from './marks';
import { type NumberFieldSpec, NumberForm } from './NumberForm';
import type { AnswerProps, Review } from './types';

/**
 * Amounts for the player to act, typed on the felt's numbers: asked of a raise, or of a bet when
 * nothing is in front of anybody (the player would bet, not raise); `words(bet, seat)` gives the
 * prompt and the fields for the one or the other.
 */
function BetSizeAnswer({ table, words, locked, review, onSubmit }: {
  table: TableView;
  words(bet: boolean, seat: string): { prompt: string; fields: NumberFieldSpec[] };
  locked: boolean;
  review: Review | null;
  onSubmit(values: Record<string, number>): void;
}) {
  const { t } = useTranslation();
  const { prompt, fields } = words(nothingBet(table), t('drill.seat', { n: (table.toAct ?? 0) + 1 }));
  return (
    <AnswerFrame table={table} prompt={prompt} locked={locked} felt={<Felt table={table} marks={tableMarks(review)} />}>
      <NumberForm fields={fields} locked={locked} wrong={review?.parts ?? new Set()} onSubmit={onSubmit} />
    </AnswerFrame>
  );
}

export function MinRaiseAnswer({ question, onSubmit, ...rest }: AnswerProps<'min-raise'>) {
  const { t } = useTranslation();
  return (
    <BetSizeAnswer
      table={question.table}
      words={(bet, seat) => ({
        prompt: t(bet ? 'drill.prompt.min-bet' : 'drill.prompt.min-raise', { seat }),
        fields: [{ name: 'min_raise_to', label: t(bet ? 'drill.field.min_bet' : 'drill.field.min_raise_to') }],
      })}
      onSubmit={(v) => onSubmit({ kind: 'min-raise', min_raise_to: v.min_raise_to })}
      {...rest}
    />
  );
}

export function PotLimitAnswer({ question, onSubmit, ...rest }: AnswerProps<'pot-limit'>) {
  const { t } = useTranslation();
  return (
    <BetSizeAnswer
      table={question.table}
      words={(bet, seat) => ({
        prompt: t(bet ? 'drill.prompt.pot-limit-bet' : 'drill.prompt.pot-limit', { seat }),
        fields: [
          { name: 'to_call', label: t('drill.field.to_call') },
          { name: 'pot', label: t('drill.field.pot') },
          { name: 'max_raise_to', label: t(bet ? 'drill.field.max_bet' : 'drill.field.max_raise_to') },
        ],
      })}
      onSubmit={(v) => onSubmit({ kind: 'pot-limit', to_call: v.to_call, pot: v.pot, max_raise_to: v.max_raise_to })}
      {...rest}
    />
  );
}
