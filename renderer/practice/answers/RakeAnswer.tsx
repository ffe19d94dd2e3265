import { useTranslation } from 'react-i18next';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame } from './AnswerFrame';
import { tableMarks } from './marks';
import { NumberForm } from './NumberForm';
import type { AnswerProps } from './types';

/** Take the posted rake from each pot on the table, main pot first, and say what each pot is after rake. */
export function RakeAnswer({ question, locked, review, onSubmit }: AnswerProps<'rake'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const posted = question.postedRake;
  const table = question.table;
  const pots = table.middle;
  return (
    <AnswerFrame table={table} prompt={t('drill.prompt.rake')} locked={locked} felt={<Felt table={table} marks={tableMarks(review)} />}>
      <p className="posted-rake">
        {t('drill.postedRake', { percent: format.n(posted.percent), cap: format.n(posted.cap) })}
        {posted.noFlopNoDrop ? `; ${t('drill.noFlopNoDrop')}` : ''}
      </p>
      <NumberForm
        fields={pots.flatMap((_, i) => [
          { name: `rake[${i}]`, label: t('drill.field.rake', { pot: format.pot(i) }) },
          { name: `after_rake[${i}]`, label: t('drill.field.after_rake', { pot: format.pot(i) }) },
        ])}
        locked={locked}
        wrong={review?.parts ?? new Set()}
        onSubmit={(v) =>
          onSubmit({
            kind: 'rake',
            rake: pots.map((_, pot) => ({ pot, amount: v[`rake[${pot}]`] })),
            after_rake: pots.map((_, pot) => ({ pot, amount: v[`after_rake[${pot}]`] })),
          })
        }
      />
    </AnswerFrame>
  );
}
