import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res } from '../shared/contract';
import { type Screen, screenFromHash } from '../shared/screens';
import chipIcon from '../assets/icons/chip.svg';
import { useBoot } from './boot';
import { chunked } from './chunked';
import { ErrorPanel } from './components/ErrorPanel';
import { Loading } from './components/Loading';
import { Nav } from './components/Nav';
import { Notices } from './components/Notices';
import { useScreen } from './routes';
import { Home } from './screens/Home';
import { SettingsScreen } from './screens/Settings';
import { SettingsProvider } from './settings-context';

// The heavy screens load on first visit, each in its own chunk (same-origin scripts: the CSP allows them),
// so the shell and Home come up at once; recharts comes only with Results.
type ScreenProps = { info: Res<'app.info'> };
const chunks = {
  practice: chunked<ScreenProps>(() => import('./screens/Practice').then((m) => m.Practice)),
  exam: chunked<ScreenProps>(() => import('./screens/Exam').then((m) => m.Exam)),
  results: chunked<ScreenProps>(() => import('./screens/Results').then((m) => m.Results)),
  class: chunked<ScreenProps>(() => import('./classroom/ClassScreen').then((m) => m.ClassScreen)),
};
// The screen in the address loads alongside the boot requests, and the shell waits for it, so
// that the first screen comes up without a loading step.
const firstScreen = chunks[screenFromHash(window.location.hash) as keyof typeof chunks]?.load();

const screenComponents: Record<Screen, ComponentType<ScreenProps>> = {
  home: Home,
  practice: chunks.practice.Component,
  exam: chunks.exam.Component,
  results: chunks.results.Component,
  settings: SettingsScreen,
  class: chunks.class.Component,
};

export function App() {
  const { t } = useTranslation();
  const [boot, retry] = useBoot(firstScreen);
  if (boot.status === 'loading') return <Loading />;
  if (boot.status === 'failed') {
    return (
      <main className="shell-error">
        <ErrorPanel title={t('errors.startFailed')} error={boot.error}>
          <button type="button" onClick={retry}>
            {t('errors.retry')}
          </button>
        </ErrorPanel>
      </main>
    );
  }
  return (
    <SettingsProvider initial={boot.settings}>
      <Shell info={boot.info} />
    </SettingsProvider>
  );
}

function Shell({ info }: ScreenProps) {
  const { t } = useTranslation();
  const screen = useScreen(info.role);
  const Current = screenComponents[screen];
  // Notices are asked once the first screen is up: checking the records takes the host a moment.
  const [shown, setShown] = useState(false);
  return (
    <div className="shell">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('app.skipToContent')}
      </a>
      <header>
        <div className="brand">
          <img src={chipIcon} alt="" width={40} height={40} />
          <div>
            <p className="title">{t('app.title')}</p>
            <p className="tagline">{t('app.tagline')}</p>
          </div>
        </div>
        <Nav current={screen} role={info.role} />
      </header>
      {/* A trainee's browser has nothing to hear about the host's files. */}
      {shown && (info.role === 'local' || info.role === 'instructor') && <Notices />}
      <main id="main" tabIndex={-1}>
        {/* A new key per screen remounts it, so each opens fresh with its heading focused. */}
        <Suspense fallback={<Loading inline />}>
          <Current key={screen} info={info} />
          {!shown && <OnShown run={() => setShown(true)} />}
        </Suspense>
      </main>
    </div>
  );
}

/** Runs `run` once its Suspense boundary shows its content (effects wait for the lazy screen). */
function OnShown({ run }: { run(): void }) {
  useEffect(run, [run]);
  return null;
}

/** The hash is the router's, so the skip link moves focus itself instead of navigating. */
function skipToMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
