import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ProductGrid } from './ProductGrid';
import { expectNoAxeViolations } from '../../../test/render';

describe('ProductGrid', () => {
  it('puts each child in a list item of a named list', () => {
    render(
      <ProductGrid aria-label="Gaming PCs">
        <article>Vanguard</article>
        <article>Nomad</article>
      </ProductGrid>,
    );
    const list = screen.getByRole('list', { name: 'Gaming PCs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Vanguard', 'Nomad']);
  });

  it('skips empty children, so the count screen readers announce is the real one', () => {
    const showNomad = false;
    render(
      <ProductGrid aria-label="Gaming PCs">
        <article>Vanguard</article>
        {showNomad ? <article>Nomad</article> : null}
        {undefined}
      </ProductGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('can be named by a heading, with no axe violation', async () => {
    const { container } = render(
      <section>
        <h2 id="grid-title">Best sellers</h2>
        <ProductGrid aria-labelledby="grid-title">
          <article>Vanguard</article>
        </ProductGrid>
      </section>,
    );
    expect(screen.getByRole('list', { name: 'Best sellers' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
