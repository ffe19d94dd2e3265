import { useTranslation } from 'react-i18next';
import { Table } from '../Table';
import { NumberForm } from './NumberForm';
import type { AnswerProps } from './types';
import { tableMarks } from './marks';

export function MinRaiseAnswer({ question, locked, review, onSubmit }: AnswerProps<'min-raise'>) {
  const { t } = useTranslation();
  return (
    <div className="drill-layout">
      <Table table={question.table} marks={tableMarks(review)} />
      <section className="answer-panel" aria-label={t('drill.yourAnswer')}>
        <p className="prompt">{t('drill.prompt.min-raise', { seat: t('drill.seat', { n: (question.table.toAct ?? 0) + 1 }) })}</p>
        <NumberForm
          fields={[{ name: 'min_raise_to', label: t('drill.field.min_raise_to') }]}
          locked={locked}
          wrong={review?.parts ?? new Set()}
          onSubmit={(v) => onSubmit({ kind: 'min-raise', min_raise_to: v.min_raise_to })}
        />
      </section>
    </div>
  );
}
