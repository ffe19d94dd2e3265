import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionInfo } from '../../shared/exam';
import { examTitle } from './exam-title';

/** The exam definition to use: the built-in ones by their translated titles, a school's by its own. */
export function DefinitionSelect({ label, definitions, value, onChange }: { label: string; definitions: readonly DefinitionInfo[]; value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {definitions.map((d) => (
          <option key={d.id} value={d.id}>
            {d.builtIn ? t('exams.instructor.builtIn', { title: examTitle(t, d.definition.title, d.id) }) : t('exams.instructor.school', { title: d.definition.title })}
          </option>
        ))}
      </select>
    </div>
  );
}
