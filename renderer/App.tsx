import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res } from '../shared/contract';
import type { Screen } from '../shared/screens';
import chipIcon from '../assets/icons/chip.svg';
import { useBoot } from './boot';
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
const Practice = lazy(() => import('./screens/Practice').then((m) => ({ default: m.Practice })));
const Exam = lazy(() => import('./screens/Exam').then((m) => ({ default: m.Exam })));
const Results = lazy(() => import('./screens/Results').then((m) => ({ default: m.Results })));

const screenComponents: Record<Screen, ComponentType<{ info: Res<'app.info'> }>> = {
  home: Home,
  practice: Practice,
  exam: Exam,
  results: Results,
  settings: SettingsScreen,
};

export function App() {
  const { t } = useTranslation();
  const [boot, retry] = useBoot();
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

function Shell({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
  const screen = useScreen();
  const Current = screenComponents[screen];
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
        <Nav current={screen} />
      </header>
      <Notices notices={info.notices} />
      <main id="main" tabIndex={-1}>
        {/* A new key per screen remounts it, so each opens fresh with its heading focused. */}
        <Suspense fallback={<Loading inline />}>
          <Current key={screen} info={info} />
        </Suspense>
      </main>
    </div>
  );
}

/** The hash is the router's, so the skip link moves focus itself instead of navigating. */
function skipToMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
