import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { toApiError } from '../api';
import { ErrorPanel } from './ErrorPanel';

/** Shows a readable message instead of a blank window when a screen throws (React logs the error). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <main className="shell-error">
            <ErrorPanel title={t('errors.title')} lead={t('errors.crashed')} error={toApiError(this.state.error)}>
              <button type="button" onClick={() => window.location.reload()}>
                {t('errors.reload')}
              </button>
            </ErrorPanel>
          </main>
        )}
      </Translation>
    );
  }
}
