import { useTranslation } from 'react-i18next';
import { Table } from '../Table';
import { NumberForm } from './NumberForm';
import type { AnswerProps } from './types';
import { tableMarks } from './marks';

export function PotLimitAnswer({ question, locked, review, onSubmit }: AnswerProps<'pot-limit'>) {
  const { t } = useTranslation();
  return (
    <div className="drill-layout">
      <Table table={question.table} marks={tableMarks(review)} />
      <section className="answer-panel" aria-label={t('drill.yourAnswer')}>
        <p className="prompt">{t('drill.prompt.pot-limit', { seat: t('drill.seat', { n: (question.table.toAct ?? 0) + 1 }) })}</p>
        <NumberForm
          fields={[
            { name: 'to_call', label: t('drill.field.to_call') },
            { name: 'pot', label: t('drill.field.pot') },
            { name: 'max_raise_to', label: t('drill.field.max_raise_to') },
          ]}
          locked={locked}
          wrong={review?.parts ?? new Set()}
          onSubmit={(v) => onSubmit({ kind: 'pot-limit', to_call: v.to_call, pot: v.pot, max_raise_to: v.max_raise_to })}
        />
      </section>
    </div>
  );
}
