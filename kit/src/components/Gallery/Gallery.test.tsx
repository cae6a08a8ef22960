import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery, type GalleryImage } from './Gallery';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="${fill}"/></svg>`)}`;

const images: GalleryImage[] = [
  { src: svg('#111'), alt: 'Nightfall case, front three-quarter view', width: 1200, height: 900 },
  { src: svg('#333'), alt: 'Tempered glass side panel with RGB fans', width: 1200, height: 900 },
  { src: svg('#555'), alt: 'Rear I/O and cable management', width: 1200, height: 900 },
];

const mainImage = () => screen.getByRole('figure').querySelector('img')!;
const thumbnails = () => within(screen.getByRole('toolbar', { name: 'Illustrations' })).getAllByRole('button');

describe('Gallery', () => {
  describe('Uncontrolled', () => {
    it('shows the first picture with its alt text and marks its thumbnail current', () => {
      renderWithIntl(<Gallery images={images} label="Nightfall illustrations" />);
      expect(screen.getByRole('region', { name: 'Nightfall illustrations' })).toBeTruthy();
      expect(mainImage().getAttribute('alt')).toBe(images[0]!.alt);
      expect(screen.getByText('Illustration 1 of 3')).toBeTruthy();
      const [first, second] = thumbnails();
      expect(first!.getAttribute('aria-current')).toBe('true');
      expect(first!.hasAttribute('data-selected')).toBe(true);
      expect(second!.hasAttribute('aria-current')).toBe(false);
      expect(second!.getAttribute('aria-label')).toBe(`Show illustration 2 of 3: ${images[1]!.alt}`);
    });

    it('shows the picture whose thumbnail is clicked', async () => {
      const user = userEvent.setup();
      renderWithIntl(<Gallery images={images} label="Nightfall illustrations" />);
      await user.click(thumbnails()[2]!);
      expect(mainImage().getAttribute('alt')).toBe(images[2]!.alt);
      expect(thumbnails()[2]!.getAttribute('aria-current')).toBe('true');
      expect(screen.getByText('Illustration 3 of 3')).toBeTruthy();
    });
  });

  describe('Controlled', () => {
    it('reports the choice and shows what the app says', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const { rerender } = renderWithIntl(<Gallery images={images} label="Illustrations of the case" value={1} onValueChange={onValueChange} />);
      expect(mainImage().getAttribute('alt')).toBe(images[1]!.alt);
      await user.click(thumbnails()[0]!);
      expect(onValueChange).toHaveBeenCalledWith(0);
      expect(mainImage().getAttribute('alt')).toBe(images[1]!.alt);
      rerender(<Gallery images={images} label="Illustrations of the case" value={0} onValueChange={onValueChange} />);
      expect(mainImage().getAttribute('alt')).toBe(images[0]!.alt);
    });
  });

  describe('Keyboard', () => {
    it('is one tab stop; arrows, Home and End move between thumbnails and show the picture', async () => {
      const user = userEvent.setup();
      renderWithIntl(<Gallery images={images} label="Nightfall illustrations" />);
      await user.tab();
      expect(document.activeElement).toBe(thumbnails()[0]);
      expect(thumbnails().map((button) => button.tabIndex)).toEqual([0, -1, -1]);

      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(thumbnails()[1]);
      expect(mainImage().getAttribute('alt')).toBe(images[1]!.alt);
      expect(thumbnails().map((button) => button.tabIndex)).toEqual([-1, 0, -1]);

      await user.keyboard('{End}');
      expect(document.activeElement).toBe(thumbnails()[2]);
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(thumbnails()[0]);
      await user.keyboard('{ArrowLeft}');
      expect(mainImage().getAttribute('alt')).toBe(images[2]!.alt);
      await user.keyboard('{Home}');
      expect(thumbnails()[0]!.getAttribute('aria-current')).toBe('true');

      await user.tab();
      expect(thumbnails()).not.toContain(document.activeElement);
    });
  });

  it('fetches the shown picture at high priority only when it is the page’s main picture', () => {
    const { rerender } = renderWithIntl(<Gallery images={images} label="Illustrations" />);
    expect(mainImage().getAttribute('fetchpriority')).toBeNull();
    rerender(<Gallery images={images} label="Illustrations" priority />);
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
  });

  it('has no thumbnails for a single picture, and renders nothing without pictures', () => {
    const { rerender, container } = renderWithIntl(<Gallery images={images.slice(0, 1)} label="Illustrations" />);
    expect(screen.queryByRole('toolbar')).toBeNull();
    rerender(<Gallery images={[]} label="Illustrations" />);
    expect(container.innerHTML).toBe('');
  });

  it('speaks the shopper language', () => {
    renderWithIntl(<Gallery images={images} label="Illustrationen" />, { locale: 'de-DE' });
    expect(screen.getByText('Illustration 1 von 3')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Illustrationen' })).toBeTruthy();
  });

  describe('A11y', () => {
    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<Gallery images={images} label="Nightfall illustrations" />);
      await expectNoAxeViolations(container);
    });
  });
});
