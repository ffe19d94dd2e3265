/**
 * Trainees' result files in, by drag and drop or a file picker; main checks each signature and
 * says per file whether it is verified or refused (changed, not a result file, not enrolled, ...) and why.
 */
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_BATCH_FILES, type ImportVerdict, RESULT_FILE_MAX_CHARS } from '../../shared/exam';
import { call } from '../api';
import { readFiles } from '../exam/download';
import { useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

export function ImportResults({ onImported }: { onImported(): void }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [over, setOver] = useState(false);
  const [verdicts, setVerdicts] = useState<ImportVerdict[] | null>(null);
  const [busy, error, run] = useAction();

  const importFiles = async (files: FileList | File[]) => {
    if (files.length === 0) return;
    const read = await readFiles(files);
    // A file too large to be a result is refused here; the rest go in batches the host takes whole.
    const tooLarge = read.filter((f) => f.text.length > RESULT_FILE_MAX_CHARS);
    const sendable = read.filter((f) => f.text.length <= RESULT_FILE_MAX_CHARS);
    const all: ImportVerdict[] = tooLarge.map((f) => ({
      file: f.name,
      ok: false,
      messages: [t('instructor.import.tooLarge', { size: f.text.length })],
      verificationCode: null,
      trainee: null,
      percent: null,
      duplicate: false,
    }));
    for (let i = 0; i < sendable.length; i += IMPORT_BATCH_FILES) {
      const out = await run(() => call('instructor.import', { files: sendable.slice(i, i + IMPORT_BATCH_FILES) }));
      if (!out) break; // the error is shown; the batches before it are in
      all.push(...out.verdicts);
      setVerdicts([...all]);
    }
    setVerdicts(all);
    onImported();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void importFiles(event.dataTransfer.files);
  };

  return (
    <section className="import-results" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('instructor.import.heading')}</h3>
      <div
        className={`drop-zone${over ? ' over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>{t('instructor.import.drop')}</p>
        <label htmlFor={`${id}-files`}>{t('instructor.import.pick')}</label>{' '}
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".json,application/json"
          disabled={busy}
          onChange={(e) => {
            const files = e.target.files ? [...e.target.files] : [];
            e.target.value = '';
            void importFiles(files);
          }}
        />
      </div>
      {busy && <p role="status">{t('instructor.import.checking')}</p>}
      <ErrorPanel error={error} />
      {verdicts && (
        <ul className="verdicts" aria-live="polite">
          {verdicts.map((v, k) => (
            <li key={k} className={v.ok ? 'verified' : 'refused'} data-ok={v.ok}>
              <span className="verdict-word">{v.ok ? (v.duplicate ? t('instructor.import.duplicate') : t('instructor.import.verified')) : t('instructor.import.refused')}</span>{' '}
              <span className="file-name">{v.file}</span>
              {v.trainee && v.percent !== null && <span> — {t('instructor.import.who', { trainee: v.trainee, percent: f.percent(v.percent) })}</span>}
              {v.verificationCode && <span> — {t('instructor.import.code', { code: v.verificationCode })}</span>}
              {v.messages.length > 0 && (
                <ul className="verdict-messages">
                  {v.messages.map((m, j) => (
                    <li key={j}>{m}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
