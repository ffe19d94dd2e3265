import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Felt } from '../felt/Felt';
import { AnswerFrame } from './AnswerFrame';
import { ChoiceRow } from './ChoiceRow';
import { NumberForm } from './NumberForm';
import { nothingBet } from '../../../shared/table';
import type { AnswerProps } from './types';
import { tableMarks } from './marks';
import { letterKeys } from './shortcuts';

/**
 * May the player raise, and within what amounts: the call, then raise allowed or not, then the
 * bounds. With nothing bet yet this round (stud's fourth street, say) the same asked of a bet.
 */
export function ActionAnswer({ question, locked, review, onSubmit }: AnswerProps<'action'>) {
  const { t } = useTranslation();
  const [canRaise, setCanRaise] = useState<boolean | null>(null);
  const wrong = review?.parts ?? new Set<string>();
  const keys = { true: t('drill.keys.canRaise'), false: t('drill.keys.cannotRaise') };
  const onKeyDown = letterKeys([{ key: keys.true, value: true }, { key: keys.false, value: false }], setCanRaise, locked);
  const table = question.table;
  const bet = nothingBet(table);
  return (
    <AnswerFrame
      table={table}
      prompt={t(bet ? 'drill.prompt.action-bet' : 'drill.prompt.action', { seat: t('drill.seat', { n: (table.toAct ?? 0) + 1 }) })}
      locked={locked}
      onKeyDown={onKeyDown}
      felt={<Felt table={table} marks={tableMarks(review)} />}
    >
      <NumberForm
        fields={[
          { name: 'to_call', label: t('drill.field.to_call') },
          { name: 'min_raise_to', label: t(bet ? 'drill.field.min_bet' : 'drill.field.min_raise_to'), disabled: canRaise === false },
          { name: 'max_raise_to', label: t(bet ? 'drill.field.max_bet' : 'drill.field.max_raise_to'), disabled: canRaise === false },
        ]}
        locked={locked}
        wrong={wrong}
        hint={t(bet ? 'drill.hints.action-bet' : 'drill.hints.action', { yes: keys.true, no: keys.false })}
        lacking={() => (canRaise === null ? [{ key: 'canRaise' }] : [])}
        onSubmit={(v) =>
          canRaise !== null &&
          onSubmit({ kind: 'action', to_call: v.to_call, can_raise: canRaise, min_raise_to: canRaise ? v.min_raise_to : 0, max_raise_to: canRaise ? v.max_raise_to : 0 })
        }
      >
        <ChoiceRow
          legend={t(bet ? 'drill.field.can_bet' : 'drill.field.can_raise')}
          wrong={wrong.has('can_raise')}
          mark="after"
          choices={[true, false]}
          data="value"
          picked={(value) => canRaise === value}
          shortcut={(value) => keys[String(value) as 'true' | 'false']}
          label={(value) => (
            <>
              {value ? t(bet ? 'drill.canBet' : 'drill.canRaise') : t(bet ? 'drill.cannotBet' : 'drill.cannotRaise')} <kbd>{keys[String(value) as 'true' | 'false']}</kbd>
            </>
          )}
          locked={locked}
          onPick={setCanRaise}
        />
      </NumberForm>
    </AnswerFrame>
  );
}
