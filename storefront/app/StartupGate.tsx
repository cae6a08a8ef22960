import type { ReactNode } from 'react';
import { ErrorPage, FullScreenLoader, useFullScreenLoader, useIntl } from '@rigsmith/kit';
import { useCmsMeta, useCmsPages, useCountries, useCurrencies } from '@rigsmith/kit/hooks';

/**
 * SPEC §2: the full-screen loader shows until the start-up data (countries, currencies,
 * layout data from the CMS and the CMS pages) is in, and for about 500 ms after mount.
 * A start-up failure shows the error page with the status code. A page the server drew in
 * full arrives with its start-up data, so the loader never shows over it.
 */
export function StartupGate({ children, serverRendered = false }: { children: ReactNode; serverRendered?: boolean }) {
  const intl = useIntl();
  const startup = [useCountries(), useCurrencies(), useCmsMeta(), useCmsPages()];
  const startupError = startup.find((request) => request.error)?.error;
  const ready = startup.every((request) => request.data !== undefined);
  // A page the server drew is ready at once: no minimum time under the loader.
  const loaderVisible = useFullScreenLoader(ready || Boolean(startupError), serverRendered ? 0 : undefined);

  return (
    <>
      <FullScreenLoader visible={loaderVisible} />
      {startupError ? (
        <main id="main">
          <ErrorPage statusCode={startupError.status || 503} message={intl.formatMessage({ id: 'errors.startup' })} />
        </main>
      ) : ready ? (
        // Inert while the loader covers it, so keyboard focus cannot wander underneath.
        <div inert={loaderVisible}>{children}</div>
      ) : null}
    </>
  );
}
