import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { answerGames } from '../../.storybook/fixtures/games';
import { failWith, pending } from '../../.storybook/mockApi';

const GAMES = 'api/ecommerce/games/';

const meta = {
  title: 'Screens/Games',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/games', api: { [GAMES]: answerGames } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('link')).toHaveLength(12);
    await expect(within(list).getByRole('link', { name: 'Cyberpunk 2077' })).toHaveAttribute('href', '/games/cyberpunk-2077');
    await expect(canvas.getByText('12 games')).toBeVisible();
  },
};

/** Typing narrows the list once the shopper pauses. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'red');
    await waitFor(() => expect(canvas.getByText('1 game')).toBeVisible());
    await expect(within(canvas.getByRole('list', { name: 'Games' })).getAllByRole('link')).toHaveLength(1);
  },
};

export const SearchWithNoMatch: Story = {
  args: { path: '/games?q=zelda' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No games match “zelda”.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('zelda');
    await expect(canvas.getByText('No games')).toBeVisible();
  },
};

/** Page 2 of 3 at five games a page (the real page holds 24): pagination links. */
export const SecondPage: Story = {
  args: {
    path: '/games?page=2',
    api: {
      [GAMES]: (url: URL) => {
        const page = answerGames(new URL(`${url.origin}${url.pathname}?page=1&per_page=100`));
        return { ...page, items: page.items.slice(5, 10), page: 2, per_page: 24, count: 60 };
      },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of games' });
    await expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/games');
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/games?page=3');
  },
};

export const Loading: Story = {
  args: { api: { [GAMES]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading games…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { api: { [GAMES]: failWith(500, { code: 'internal_error', message: 'Something went wrong on our side.' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent("We couldn't load the games.");
  },
};

export const SpanishStorefront: Story = {
  args: { storefront: 'es' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('12 juegos')).toBeVisible();
  },
};
