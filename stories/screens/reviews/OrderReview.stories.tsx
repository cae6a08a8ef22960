import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { ORDER_REVIEWS, orderReviewsFixture, reviewExists, reviewFlow, SUBMIT_REVIEW } from '../../../.storybook/fixtures/reviews';

const meta = {
  title: 'Screens/Reviews/OrderReview',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/order/review?order=12', session: true, api: { [ORDER_REVIEWS]: orderReviewsFixture } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delivered PC's form, once the lines have loaded. */
const pcForm = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Rigsmith Nightfall RTX 5070' });

/** SPEC §2 /order/review: a form for the delivered PC and one for the keyboard; an item no longer sold cannot be reviewed. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review order RS-2026-000012' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Rigsmith Nightfall RTX 5070' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Logitech K120' })).toBeVisible();
    await expect(canvas.getByText('This item is no longer sold, so it cannot be reviewed.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/order/details?id=12');
  },
};

/** Submitting without a title: the SPEC §5 message next to the field. */
export const TitleMissing: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(await pcForm(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/This is a required field/);
  },
};

/** Sent: "Review submitted" (SPEC §8) takes the form's place. */
export const Submitted: Story = {
  args: { api: reviewFlow() },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(await pcForm(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Quiet and fast');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await within(canvasElement).findByText('Review submitted')).toBeVisible();
  },
};

/** The server refused (reviewed meanwhile in another tab): what was typed stays. */
export const Refused: Story = {
  args: { api: { [ORDER_REVIEWS]: orderReviewsFixture, [SUBMIT_REVIEW]: reviewExists } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(await pcForm(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Solid');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have already reviewed this item.');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Solid');
  },
};

/** Not delivered yet: nothing to review. */
export const NotDelivered: Story = {
  args: { api: { [ORDER_REVIEWS]: { ...orderReviewsFixture, reviewable: false } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('You can review this order once it has been delivered.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { [ORDER_REVIEWS]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your order…');
  },
};

/** Someone else's order, or none: the API's 404 is the shop's not-found page. */
export const NotFound: Story = {
  args: { api: { [ORDER_REVIEWS]: failWith(404, { code: 'order_not_found', message: 'Order not found' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  },
};

export const German: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bestellung RS-2026-000012 bewerten' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Bewertung absenden' })).toHaveLength(2);
  },
};
