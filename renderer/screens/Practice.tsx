import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chunked } from '../chunked';
import { Loading } from '../components/Loading';
import { ScreenHeading } from '../components/ScreenHeading';
import { Hub } from '../practice/Hub';
import type { SessionConfig } from '../practice/Session';

// The session (table, answers, sounds) is a chunk of its own: the hub comes up without it, and it
// loads while the trainee chooses.
const { load: loadSession, Component: Session } = chunked(() => import('../practice/Session').then((m) => m.Session));

/** The practice hub, then a session of drills. */
export function Practice() {
  const { t } = useTranslation();
  const [session, setSession] = useState<{ config: SessionConfig; run: number } | null>(null);
  useEffect(() => {
    // A failure here shows when the session opens (the lazy path loads it again).
    loadSession().catch(() => undefined);
  }, []);
  return (
    <div className="practice wide">
      <ScreenHeading>{t('practice.heading')}</ScreenHeading>
      {session ? (
        <Suspense fallback={<Loading inline />}>
          <Session key={session.run} config={session.config} onExit={() => setSession(null)} />
        </Suspense>
      ) : (
        <>
          <p className="lead">{t('practice.intro')}</p>
          <Hub onStart={(config) => setSession({ config, run: Date.now() })} />
        </>
      )}
    </div>
  );
}
