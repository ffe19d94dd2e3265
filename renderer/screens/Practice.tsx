import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../components/ScreenHeading';
import { Hub } from '../practice/Hub';
import { Session, type SessionConfig } from '../practice/Session';

/** The practice hub, then a session of drills. */
export function Practice() {
  const { t } = useTranslation();
  const [session, setSession] = useState<{ config: SessionConfig; run: number } | null>(null);
  return (
    <div className="practice wide">
      <ScreenHeading>{t('practice.heading')}</ScreenHeading>
      {session ? (
        <Session key={session.run} config={session.config} onExit={() => setSession(null)} />
      ) : (
        <>
          <p className="lead">{t('practice.intro')}</p>
          <Hub onStart={(config) => setSession({ config, run: Date.now() })} />
        </>
      )}
    </div>
  );
}
