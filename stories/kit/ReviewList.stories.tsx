import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewList } from '@rigsmith/kit';
import { nightfallModel, nightfallModelDe } from '../../.storybook/fixtures/models';

const meta = {
  title: 'Kit/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  args: { reviews: nightfallModel.reviews, 'aria-label': 'Reviews' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The UK page: English reviews first, each marked verified or sample; the German one behind the disclosure. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(within(list).getByRole('heading', { name: 'Quiet, cool and tidy' })).toBeVisible();
    await expect(within(list).getAllByText('Rated 5 out of 5')).toHaveLength(2);
    await expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Verified purchase');
    await expect(within(list).getAllByRole('article')[1]).toHaveTextContent('Sample review');
    await expect(within(list).getAllByRole('article')[0]).toHaveTextContent('By Priya S. on 2 October 2026');
    await expect(canvas.getByText('Reviews in other languages (1)')).toBeVisible();
    // Closed: in the page (a native <details>), not shown.
    await expect(canvas.getByRole('heading', { name: 'Tolles Gehäuse, helle Beleuchtung', hidden: true })).not.toBeVisible();
  },
};

/**
 * The shopper reached "Reviews in other languages" by Tab and opened it. It is a native
 * `<summary>`, which the browser opens on Enter or Space; the play function's key presses are
 * synthetic and do not trigger that, so it opens the summary with a click.
 */
export const OtherLanguagesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const summary = canvas.getByText('Reviews in other languages (1)');
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    const german = canvas.getByRole('heading', { name: 'Tolles Gehäuse, helle Beleuchtung' });
    await expect(german).toBeVisible();
    await expect(german).toHaveAttribute('lang', 'de-DE');
  },
};

/** A review's markup is shown as the text it is (SPEC: stored and shown as plain text). */
export const MarkupShownAsText: Story = {
  args: {
    reviews: [
      {
        ...nightfallModel.reviews[0]!,
        title: '<img src=x onerror=alert(1)>',
        text: '<script>alert("x")</script> and <b>not bold</b>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(canvas.getByText('<script>alert("x")</script> and <b>not bold</b>')).toBeVisible();
    await expect(canvasElement.querySelector('article script, article img, article b')).toBeNull();
  },
};

/** The French page of a model reviewed only in other languages: it says so, and offers them. */
export const NoneInStorefrontLanguage: Story = {
  args: { 'aria-label': 'Avis' },
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pas encore d’avis dans cette langue.')).toBeVisible();
    await expect(canvas.getByText('Avis dans d’autres langues (3)')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeVisible();
  },
};

export const GermanStorefront: Story = {
  args: { reviews: nightfallModelDe.reviews, 'aria-label': 'Bewertungen' },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveTextContent('Von Jonas B. am 5. Oktober 2026');
    await expect(article).toHaveTextContent('Verifizierter Kauf');
  },
};
