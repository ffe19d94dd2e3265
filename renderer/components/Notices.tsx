import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../shared/contract';
import { call } from '../api';
import { type Say, sayOf } from '../i18n/say';

/** What a notice's text names: the file, why, the settings reset, the rows kept (each count with its noun: "1 trainee", "3 answers"). */
function noticeValues(notice: Notice, t: Say) {
  const kept = notice.kept ?? { trainees: 0, answers: 0, exams: 0, imports: 0 };
  const counted = Object.fromEntries((['trainees', 'answers', 'exams', 'imports'] as const).map((name) => [name, t(`notices.kept.${name}`, { count: kept[name] })]));
  return { file: notice.file, reason: notice.reason ?? '', fields: notice.fields?.join(', ') ?? '', ...counted };
}

/** Things the host reports outside any request, e.g. a damaged settings file it set aside. */
export function Notices() {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    let live = true;
    // Without an answer there is nothing to report; the host logs what it could not check.
    call('app.notices', {}).then((r) => live && setNotices(r.notices), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (dismissed || notices.length === 0) return null;
  return (
    <div className="notices" role="status">
      <ul>
        {notices.map((notice) => (
          <li key={notice.code}>
            {t(`notices.${notice.code}`, noticeValues(notice, sayOf(t)))}
            {notice.kept?.damagedExams ? ` ${t('notices.damagedResults', { count: notice.kept.damagedExams })}` : null}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(true)}>
        {t('notices.dismiss')}
      </button>
    </div>
  );
}
