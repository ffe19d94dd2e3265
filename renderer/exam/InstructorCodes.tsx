import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examTitle } from './exam-title';
import type { Res } from '../../shared/contract';
import type { DecodedCode } from '../../shared/exam';
import { call } from '../api';
import { readFiles } from './download';
import { ExamFacts } from './ExamFacts';
import { DefinitionSelect } from './DefinitionSelect';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from './use-call';

type Definitions = Res<'exam.definitions'>;

/** For the instructor: pick a definition (built in, or a school's file added here) and make a code for it. */
export function InstructorCodes() {
  const { t } = useTranslation();
  const id = useId();
  const [defs, setDefs] = useState<Definitions | null>(null);
  const [chosen, setChosen] = useState('');
  const [code, setCode] = useState<DecodedCode | null>(null);
  const [copied, setCopied] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [loading, loadError, load] = useAction();
  const [creating, createError, create] = useAction();
  const [adding, addError, add] = useAction();

  const refresh = async (select?: string) => {
    const d = await load(() => call('exam.definitions', {}));
    if (!d) return;
    setDefs(d);
    setChosen((c) => select ?? (c || d.definitions[0]?.id || ''));
  };
  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const makeCode = async () => {
    setCopied(false);
    const c = await create(() => call('exam.createCode', { definitionId: chosen }));
    if (c) setCode(c);
  };
  const addFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (!files?.length) return;
    setAdded(null);
    const [file] = await readFiles([files[0]]);
    event.target.value = ''; // the same file may be picked again after it is fixed
    const info = await add(() => call('exam.addDefinition', { fileName: file.name, text: file.text }));
    if (info) {
      setAdded(info.definition.title);
      await refresh(info.id);
    }
  };
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.code);
      setCopied(true);
    } catch {
      // The desktop app denies every permission, the clipboard's too: copy the selected text instead.
      const shown = document.querySelector('[data-testid="exam-code"]');
      if (!shown) return;
      window.getSelection()?.selectAllChildren(shown);
      setCopied(document.execCommand('copy'));
    }
  };

  const info = defs?.definitions.find((d) => d.id === chosen);
  return (
    <section className="instructor-codes" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('exams.instructor.heading')}</h2>
      <p className="help">{t('exams.instructor.intro')}</p>
      {loading && !defs && <p role="status">{t('app.loading')}</p>}
      <ErrorPanel error={loadError} />
      {defs && (
        <>
          <DefinitionSelect
            label={t('exams.instructor.definition')}
            definitions={defs.definitions}
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setCode(null);
            }}
          />
          {info && <ExamFacts definition={info.definition} itemCount={info.itemCount} builtIn={info.builtIn ? info.id : null} />}
          <button type="button" className="primary" disabled={creating || !chosen} onClick={makeCode}>
            {t('exams.instructor.create')}
          </button>
          <ErrorPanel error={createError} />
          {code && (
            <div className="new-code">
              <p className="help">{t('exams.instructor.codeFor', { title: examTitle(t, code.definition.title, code.builtIn) })}</p>
              <output className="code-big" data-testid="exam-code" aria-label={t('exams.instructor.codeLabel')}>
                {code.code}
              </output>
              <button type="button" onClick={copy}>
                {t('exams.instructor.copy')}
              </button>
              <span role="status">{copied ? t('exams.instructor.copied') : ''}</span>
            </div>
          )}
          {defs.problems.length > 0 && (
            <div className="definition-problems" role="alert">
              <p>{t('exams.instructor.problems')}</p>
              <ul>
                {defs.problems.map((p) => (
                  <li key={p.file} className="error-detail">
                    {p.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('exams.instructor.addFile')}</label>
        <input id={`${id}-file`} type="file" accept=".json,application/json" disabled={adding} aria-describedby={`${id}-file-help`} onChange={addFile} />
      </div>
      <p id={`${id}-file-help`} className="help">
        {t('exams.instructor.addFileHelp')}
      </p>
      {added && <p role="status">{t('exams.instructor.added', { title: added })}</p>}
      {addError && (
        <div className="inline-error" role="alert">
          <p>{t('exams.instructor.badFile')}</p>
          <p className="error-detail">{addError.message}</p>
        </div>
      )}
    </section>
  );
}
