import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { PreloadedIntlProvider, kitMessages } from '../src/i18n';
import type { LocaleTag } from '../src/domain';

/** Renders inside the kit's intl provider, as every app must, with the catalogue at hand so the first render has the strings. */
export function renderWithIntl(ui: ReactElement, { locale = 'en-GB' as LocaleTag } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PreloadedIntlProvider locale={locale} messages={kitMessages[locale]}>
      {children}
    </PreloadedIntlProvider>
  );
  // A wrapper, not a parent element, so `rerender` keeps the provider.
  return render(ui, { wrapper });
}

/** Fails with the rule ids and targets when axe finds a violation (colour contrast is left to the stories, in a real browser). */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
