import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

/**
 * The chosen trainee's enrolment code on this installation, for them to show the instructor once:
 * self-study results are accepted only from enrolled keys, and each trainee of a shared computer has their own.
 */
export function EnrolmentCode({ traineeId }: { traineeId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const [, error, run] = useAction();
  useEffect(() => {
    setCode(null);
    if (traineeId) void run(() => call('exam.enrolmentCode', { traineeId })).then((out) => out && setCode(out.enrolmentCode));
  }, [run, traineeId]);
  return (
    <details className="enrolment-code">
      <summary>{t('classroom.enrolment.open')}</summary>
      <p className="help" id={`${id}-help`}>
        {traineeId ? t('classroom.enrolment.help') : t('classroom.enrolment.chooseTrainee')}
      </p>
      {code && (
        <output className="code-big" data-testid="enrolment-code" aria-describedby={`${id}-help`}>
          {code}
        </output>
      )}
      <ErrorPanel error={error} />
    </details>
  );
}
