import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionInfo, ExamView } from '../../shared/exam';
import { call } from '../api';
import { ExamFacts } from './ExamFacts';
import { DefinitionSelect } from './DefinitionSelect';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from './use-call';

/** A self-study exam straight from its definition: no code to ask for. Not proctored, and it says so. */
export function SelfStudy({ traineeId, onStarted }: { traineeId: string | null; onStarted(view: ExamView): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [definitions, setDefinitions] = useState<DefinitionInfo[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [, loadError, load] = useAction();
  const [busy, error, run] = useAction();
  useEffect(() => {
    void load(() => call('exam.definitions', {})).then((d) => {
      if (!d) return;
      setDefinitions(d.definitions);
      setChosen((c) => c || d.definitions[0]?.id || '');
    });
  }, [load]);
  const start = async () => {
    if (!traineeId || !chosen) return;
    const view = await run(() => call('exam.startSelfStudy', { definitionId: chosen, traineeId }));
    if (view) onStarted(view);
  };
  const info = definitions?.find((d) => d.id === chosen);
  return (
    <section className="self-study" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('exams.selfStudy.heading')}</h2>
      <p className="help">{t('exams.selfStudy.help')}</p>
      <ErrorPanel error={loadError} />
      {definitions && (
        <>
          <DefinitionSelect label={t('exams.selfStudy.definition')} definitions={definitions} value={chosen} onChange={setChosen} />
          {info && <ExamFacts definition={info.definition} itemCount={info.itemCount} builtIn={info.builtIn ? info.id : null} />}
          {!traineeId && <p className="help">{t('exams.code.chooseTraineeFirst')}</p>}
          <button type="button" className="primary" disabled={busy || !traineeId || !chosen} onClick={() => void start()}>
            {t('exams.selfStudy.start')}
          </button>
        </>
      )}
      <ErrorPanel error={error} />
    </section>
  );
}
