import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { IntlProvider } from '../src/i18n';
import type { LocaleTag } from '../src/domain';

/** Renders inside the kit's IntlProvider, as every app must. */
export function renderWithIntl(ui: ReactElement, { locale = 'en-GB' as LocaleTag } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale={locale}>{children}</IntlProvider>;
  // A wrapper, not a parent element, so `rerender` keeps the provider.
  return render(ui, { wrapper });
}

/** Fails with the rule ids and targets when axe finds a violation (colour contrast is left to the stories, in a real browser). */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
