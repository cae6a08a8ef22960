import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GamePerformance } from '@rigsmith/kit/api';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { cyberpunk4kUltra, cyberpunkPerformance } from '../../.storybook/fixtures/games';
import { pending } from '../../.storybook/mockApi';

const CYBERPUNK = 'api/ecommerce/games/cyberpunk-2077/';

/** The API answers for the settings asked: 4K Ultra has its own figures, the rest reuse 1440p High's. */
const answerCyberpunk = (url: URL): GamePerformance => {
  const resolution = url.searchParams.get('resolution') ?? '1080p';
  const preset = url.searchParams.get('preset') ?? 'high';
  if (resolution === '4k' && preset === 'ultra') return cyberpunk4kUltra;
  return { ...cyberpunkPerformance, resolution, preset } as GamePerformance;
};

const meta = {
  title: 'Screens/Game',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/games/cyberpunk-2077?resolution=1440p&preset=high', api: { [CYBERPUNK]: answerCyberpunk } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChart: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cyberpunk 2077' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 1440p High' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getByText(/^Estimates by PCGameBenchmarks, from the pc-game-fps-dataset \(CC BY 4\.0\)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See recommended PCs' })).toHaveAttribute(
      'href',
      '/gaming-pcs/by-fps?game=cyberpunk-2077&resolution=1440p&preset=high&fps=60',
    );
  },
};

export const FourKUltra: Story = {
  args: { path: '/games/cyberpunk-2077?resolution=4k&preset=ultra' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 4K Ultra' });
    await expect(within(table).getByRole('row', { name: /Rigsmith Apex RTX 4090/ })).toHaveTextContent('67–88 FPS');
    await expect(canvas.getByRole('radio', { name: '4K' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Ultra' })).toBeChecked();
  },
};

/** Changing the settings by keyboard rewrites the address; the chart and the finder link follow. */
export const ChangingSettings: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    canvas.getByRole('radio', { name: '1440p' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4K' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 4K Ultra' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'See recommended PCs' })).toHaveAttribute(
      'href',
      '/gaming-pcs/by-fps?game=cyberpunk-2077&resolution=4k&preset=ultra&fps=60',
    );
  },
};

export const Loading: Story = {
  args: { api: { [CYBERPUNK]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading the game…')).toBeVisible();
  },
};

export const UnknownGame: Story = {
  args: { path: '/games/half-life-3', api: {} },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('Page not found: /games/half-life-3')).toBeVisible();
  },
};

export const FrenchStorefront: Story = {
  args: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'FPS estimés dans Cyberpunk 2077 en 1440p Élevée' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les PC recommandés' })).toBeVisible();
  },
};
