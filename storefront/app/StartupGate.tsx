import type { ReactNode } from 'react';
import { ErrorPage, FullScreenLoader, useFullScreenLoader, useIntl } from '@rigsmith/kit';
import { useCountries, useCurrencies } from '@rigsmith/kit/hooks';

/**
 * SPEC §2: the full-screen loader shows until the start-up data (countries and
 * currencies for now) is in, and for about 500 ms after mount. A start-up failure
 * shows the error page with the status code.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const countries = useCountries();
  const currencies = useCurrencies();
  const startupError = countries.error ?? currencies.error;
  const ready = Boolean(countries.data && currencies.data);
  const loaderVisible = useFullScreenLoader(ready || Boolean(startupError));

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
