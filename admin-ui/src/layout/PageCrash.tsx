import { Title } from 'react-admin';
import { ErrorState } from './ErrorState';

/**
 * react-admin's error page (a screen that failed while drawing): the shared error screen instead
 * of its stack trace, Retry drawing the screen again. react-admin resets it on a change of page.
 */
export const PageCrash = ({ error, resetErrorBoundary }: { error?: Error; resetErrorBoundary?: (...args: unknown[]) => void }) => (
  <>
    <Title title="Error" />
    <ErrorState error={error} onRetry={resetErrorBoundary} title="This page failed to show" />
  </>
);
