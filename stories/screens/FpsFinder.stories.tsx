import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FpsFinderResult } from '@rigsmith/kit/api';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { answerGames, fpsFinderNoResult, fpsFinderResult } from '../../.storybook/fixtures/games';
import { failWith, pending } from '../../.storybook/mockApi';

const GAMES = 'api/ecommerce/games/';
const BY_FPS = 'api/ecommerce/builds/by-fps/';
const RESULTS_PATH = '/gaming-pcs/by-fps?game=cyberpunk-2077&resolution=1440p&preset=high&fps=60';

/** The finder's answer echoes the query it was asked, as the API does. */
const answerByFps = (url: URL): FpsFinderResult => ({
  ...fpsFinderResult,
  query: {
    game: url.searchParams.get('game') ?? '',
    resolution: (url.searchParams.get('resolution') ?? '1080p') as FpsFinderResult['query']['resolution'],
    preset: (url.searchParams.get('preset') ?? 'high') as FpsFinderResult['query']['preset'],
    target_fps: Number(url.searchParams.get('target_fps') ?? 60),
  },
});

const meta = {
  title: 'Screens/FpsFinder',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/gaming-pcs/by-fps', api: { [GAMES]: answerGames, [BY_FPS]: answerByFps } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No game chosen yet: the controls, and a prompt instead of results (no request is made). */
export const NoGameChosen: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find a gaming PC by FPS' })).toBeVisible();
    await expect(canvas.getByText('Choose a game to see the PCs we recommend.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Game' })).toHaveValue('');
  },
};

/** Choosing a game by keyboard fills the address and shows the three tiers in order. */
export const ChoosingAGameByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Game' });
    input.focus();
    await userEvent.keyboard('cyber');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Cyberpunk 2077');
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Best Match', 'Level Up', 'Ultimate PC']);
    await waitFor(() => expect(canvas.getByText('3 recommendations for Cyberpunk 2077 at 1080p High')).toBeVisible());
  },
};

export const Results: Story = {
  args: { path: RESULTS_PATH },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const tiers = await canvas.findAllByRole('region', { name: /Best Match|Level Up|Ultimate PC/ });
    await expect(tiers.map((tier) => tier.getAttribute('data-tier'))).toEqual(['best_match', 'level_up', 'ultimate']);
    await expect(canvas.getByRole('combobox', { name: 'Game' })).toHaveValue('Cyberpunk 2077');
    await expect(canvas.getByRole('radio', { name: '1440p' })).toBeChecked();
    await waitFor(() => expect(canvas.getByText('3 recommendations for Cyberpunk 2077 at 1440p High')).toBeVisible());
    await expect(within(tiers[0]!).getByText('58–79 FPS')).toBeVisible();
    await expect(canvas.getByText('Estimates by PCGameBenchmarks, from the pc-game-fps-dataset (CC BY 4.0).')).toBeVisible();
  },
};

/** A control change rewrites the address; the results and the live region follow it. */
export const ChangingASetting: Story = {
  args: { path: RESULTS_PATH },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('3 recommendations for Cyberpunk 2077 at 1440p High')).toBeVisible());
    await userEvent.click(canvas.getByText('Ultra'));
    await expect(canvas.getByRole('radio', { name: 'Ultra' })).toBeChecked();
    await waitFor(() => expect(canvas.getByText('3 recommendations for Cyberpunk 2077 at 1440p Ultra')).toBeVisible());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Target framerate' }), '144');
    await expect(canvas.getByRole('combobox', { name: 'Target framerate' })).toHaveValue('144');
    await waitFor(() => expect(canvas.getAllByText('Reaches 144 FPS in lighter scenes').length).toBeGreaterThan(0));
  },
};

export const NoResults: Story = {
  args: {
    path: '/gaming-pcs/by-fps?game=cyberpunk-2077&resolution=4k&preset=ultra&fps=240',
    api: { [GAMES]: answerGames, [BY_FPS]: fpsFinderNoResult },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/None of our PCs reaches 240 FPS in Cyberpunk 2077 at 4K Ultra/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Best Match' })).toBeNull();
    await waitFor(() => expect(canvas.getByText('No recommendations for Cyberpunk 2077 at 4K Ultra')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { path: RESULTS_PATH, api: { [GAMES]: answerGames, [BY_FPS]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finding PCs…')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A game the API does not know (an old or edited link): 404 not_found. */
export const UnknownGame: Story = {
  args: {
    path: '/gaming-pcs/by-fps?game=half-life-3&resolution=1080p&preset=high&fps=60',
    api: { [GAMES]: answerGames, [BY_FPS]: failWith(404, { code: 'not_found', message: 'Unknown game half-life-3' }) },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We have no figures for that game. Please choose one from the list.',
    );
  },
};

export const ServerError: Story = {
  args: {
    path: RESULTS_PATH,
    api: { [GAMES]: answerGames, [BY_FPS]: failWith(500, { code: 'internal_error', message: 'Something went wrong on our side.' }) },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      "We couldn't load recommendations. Please try again later.",
    );
  },
};

export const ItalianStorefront: Story = {
  args: { storefront: 'it', path: RESULTS_PATH },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Scelta migliore' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('3 consigli per Cyberpunk 2077 a 1440p Alta')).toBeVisible());
  },
};
