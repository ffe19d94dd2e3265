import { useTranslation } from 'react-i18next';
import type { ExamResult } from '../../shared/exam';
import { useExamFormat } from './format';

/** A result's score per drill kind, weakest first: the trainee's own result and a class exam's alike. */
export function ByKindTable({ byKind }: { byKind: ExamResult['byKind'] }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  return (
    <table className="by-kind">
      <caption>{t('exams.result.byKind')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('exams.result.kind')}</th>
          <th scope="col">{t('exams.result.items')}</th>
          <th scope="col">{t('exams.result.percent')}</th>
        </tr>
      </thead>
      <tbody>
        {byKind.map((k) => (
          <tr key={k.kind}>
            <th scope="row">{t(`kinds.${k.kind}.name`)}</th>
            <td>{f.n(k.items)}</td>
            <td>{f.percent(k.percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
