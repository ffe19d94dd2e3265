import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { chunked } from '../chunked';
import { useClassTrainee } from '../classroom/use-class-trainee';
import { ErrorPanel } from '../components/ErrorPanel';
import { Loading } from '../components/Loading';
import { ScreenHeading } from '../components/ScreenHeading';
import { TraineePicker } from '../exam/TraineePicker';
import { useTrainees } from '../exam/trainee';
import { Hub } from '../practice/Hub';
import { hubRoute, itemRoute } from '../practice/item-route';
import type { SessionConfig, Who } from '../practice/session-types';
import { useOverview } from '../paths/use-overview';
import { useHash } from '../routes';

// The session (table, answers, sounds) is a chunk of its own: the hub comes up without it, and it
// loads while the trainee chooses.
const { load: loadSession, Component: Session } = chunked(() => import('../practice/Session').then((m) => m.Session));
const { Component: Audition } = chunked(() => import('../practice/audition/Audition').then((m) => m.Audition));

/** Audition mode's address: a live table, hand after hand. */
const AUDITION_PATH = '#/practice/audition';

/**
 * The practice hub, then a session of drills. Who is practising is shown and chosen here: with
 * nobody chosen, Start asks, and offers a guest session that is said not to be recorded. An item's
 * address (`#/practice/item?...`) opens that item at once.
 */
export function Practice({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
  const hash = useHash();
  const route = itemRoute(hash);
  // A class's trainee practises as themselves (the host records it so); only this computer's user chooses.
  const inClass = info.role === 'trainee';
  const trainees = useTrainees(!inClass);
  const classTrainee = useClassTrainee(inClass);
  const { me } = classTrainee;
  const chosen = inClass ? (me?.traineeId ? { id: me.traineeId, name: me.name ?? '' } : null) : trainees.chosen;
  const [session, setSession] = useState<{ config: SessionConfig; run: number; guest: boolean } | null>(null);
  const [asking, setAsking] = useState<SessionConfig | null>(null);
  const ask = useRef<HTMLDivElement>(null);
  // Each kind's accuracy for the chosen trainee: read again each time the hub shows (after a session).
  const { overview } = useOverview(session ? null : (chosen?.id ?? null));

  useEffect(() => {
    // A failure here shows when the session opens (the lazy path loads it again).
    loadSession().catch(() => undefined);
  }, []);

  const routeKey = route && route !== 'invalid' ? hash : null;
  useEffect(() => {
    if (!route || route === 'invalid') return;
    setAsking(null);
    setSession({ config: { kinds: [route.kind], level: route.level, count: 1, timeLimit: 0, seed: route.seed, profile: route.profile }, run: Date.now(), guest: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey]);

  useEffect(() => {
    if (asking) ask.current?.focus();
  }, [asking]);

  const start = (config: SessionConfig, guest: boolean) => {
    setAsking(null);
    setSession({ config, run: Date.now(), guest });
  };
  const exit = () => {
    setSession(null);
    if (route) window.location.hash = '#/practice';
  };
  // The chosen trainee, or a guest: said plainly, since a guest's answers are not recorded.
  const who: Who = session?.guest || !chosen ? { guest: true } : { guest: false, trainee: chosen };

  if (hash === AUDITION_PATH)
    return (
      <div className="practice wide">
        <Suspense fallback={<Loading inline />}>
          <Audition who={chosen ? { guest: false, trainee: chosen } : { guest: true }} onExit={() => (window.location.hash = '#/practice')} />
        </Suspense>
      </div>
    );

  return (
    <div className="practice wide">
      <ScreenHeading hidden={!!session}>{t('practice.heading')}</ScreenHeading>
      {session ? (
        <Suspense fallback={<Loading inline />}>
          <Session key={session.run} config={session.config} who={who} onExit={exit} />
        </Suspense>
      ) : (
        <>
          <p className="lead">{t('practice.intro')}</p>
          {route === 'invalid' && (
            <p className="form-error" role="alert">
              {t('felt.practice.badItem')}
            </p>
          )}
          {inClass ? (
            <>
              <ErrorPanel error={classTrainee.error} />
              {me?.traineeId && <p className="help">{t('classroom.trainee.who', { name: me.name, studentId: me.studentId })}</p>}
            </>
          ) : (
            <TraineePicker state={trainees} />
          )}
          <p className="audition-link">
            <a href={AUDITION_PATH}>{t('audition.open')}</a>
          </p>
                    <Hub key={hash} initial={hubRoute(hash) ?? undefined} overview={overview} onStart={(config) => (chosen ? start(config, false) : setAsking(config))} />
          {asking && (
            <div className="who-asks" ref={ask} tabIndex={-1} role="group" aria-labelledby="who-asks-heading">
              <h2 id="who-asks-heading">{t('felt.practice.whoHeading')}</h2>
              <p>{t('felt.practice.whoText')}</p>
              <div className="actions">
                <button type="button" className="primary" data-guest onClick={() => start(asking, true)}>
                  {t('felt.practice.asGuest')}
                </button>
                <button type="button" onClick={() => setAsking(null)}>
                  {t('felt.practice.chooseFirst')}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
