import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api';
import { InlineError } from '../exam/InlineError';
import { useAction } from '../exam/use-call';

/** This installation's enrolment code, for the trainee to show the instructor once: self-study results are accepted only from enrolled keys. */
export function EnrolmentCode() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const [, error, run] = useAction();
  useEffect(() => {
    void run(() => call('exam.enrolmentCode', {})).then((out) => out && setCode(out.enrolmentCode));
  }, [run]);
  return (
    <details className="enrolment-code">
      <summary>{t('classroom.enrolment.open')}</summary>
      <p className="help" id={`${id}-help`}>
        {t('classroom.enrolment.help')}
      </p>
      {code && (
        <output className="code-big" data-testid="enrolment-code" aria-describedby={`${id}-help`}>
          {code}
        </output>
      )}
      <InlineError error={error} />
    </details>
  );
}
