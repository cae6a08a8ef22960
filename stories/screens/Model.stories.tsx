import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { auroraModel, nightfallModel, nightfallModelDe, nightfallModelFr } from '../../.storybook/fixtures/models';
import { failWith, pending } from '../../.storybook/mockApi';

const NIGHTFALL = 'api/ecommerce/models/nightfall/';

const meta = {
  title: 'Screens/Model',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/models/nightfall', api: { [NIGHTFALL]: nightfallModel } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nightfall' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Nightfall illustrations' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Select your case' })).toBeVisible();
    await expect(canvas.getAllByText('4.7 out of 5, 3 reviews')[0]).toBeVisible();
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'From £899.99')).toBeVisible();
    // The builds, like the specification and reviews, are drawn once their chunk has arrived.
    const builds = await canvas.findByRole('list', { name: 'Nightfall gaming PCs' });
    await expect(within(builds).getAllByRole('article')).toHaveLength(3);
    // The specification and reviews likewise (below the fold).
    await expect(await canvas.findByRole('table', { name: 'Nightfall specification' })).toBeVisible();
    // The count is of exactly the reviews on the page: two in English, one behind "other languages".
    await expect(within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('Reviews in other languages (1)')).toBeVisible();
    // Each case finish with how many builds and the lowest price, and a way to see it in the gallery.
    const colours = within(canvas.getByRole('region', { name: 'Colours' }));
    const finishes = colours.getAllByRole('listitem');
    await expect(finishes.map((finish) => finish.textContent)).toEqual([
      'Black2 builds, from £1,049.99See Black in the gallery',
      'White1 build, from £899.99See White in the gallery',
    ]);
    // The gallery draws each finish, so the section does not draw it again.
    await expect(colours.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByText('Estimates by PCGameBenchmarks, from the pc-game-fps-dataset (CC BY 4.0).')).toBeVisible();
    // The gallery by keyboard: the thumbnails are one tab stop, arrows move.
    const thumbnails = within(canvas.getByRole('toolbar', { name: 'Illustrations' })).getAllByRole('button');
    thumbnails[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumbnails[1]).toHaveFocus();
    await expect(thumbnails[1]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Illustration 2 of 6')).toBeVisible();
    // After the model's own pictures, its best-selling build in each finish, drawn from its parts.
    await expect(thumbnails).toHaveLength(6);
    await expect(thumbnails[4]).toHaveAccessibleName('Show illustration 5 of 6: Rigsmith Vanguard RTX 5060, Black case');
    await expect(thumbnails[5]).toHaveAccessibleName('Show illustration 6 of 6: Rigsmith Scout RX 9060 XT, White case');
    await userEvent.keyboard('{Home}');
    // "See White in the gallery" shows that finish's picture and puts focus on its thumbnail.
    await userEvent.click(colours.getByRole('button', { name: 'See White in the gallery' }));
    await expect(thumbnails[5]).toHaveFocus();
    await expect(thumbnails[5]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: 'Rigsmith Scout RX 9060 XT, White case' })).toBeVisible();
    await userEvent.click(colours.getByRole('button', { name: 'See Black in the gallery' }));
    await expect(thumbnails[4]).toHaveFocus();
    await expect(canvas.getByText('Illustration 5 of 6')).toBeVisible();
    // Back to the first picture, as the page opens.
    await userEvent.keyboard('{Home}');
  },
};

/** SPEC §1's product-collaboration case model shows its partner; new, so not yet rated or reviewed. */
export const Collaboration: Story = {
  args: { path: '/models/aurora-vortex', api: { 'api/ecommerce/models/aurora-vortex/': auroraModel } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aurora × Vortex Esports' })).toBeVisible();
    await expect(canvas.getByText('In collaboration with Vortex Esports')).toBeVisible();
    await expect(canvas.getAllByText('Not yet rated')[0]).toBeVisible();
    await expect(await canvas.findByText('No reviews yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { [NIGHTFALL]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading the model…')).toBeVisible();
  },
};

/** An unknown slug: the API answers 404 not_found and the shop shows its "Page not found" page. */
export const NotFound: Story = {
  args: { path: '/models/no-such-case', api: {} },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(canvas.getByText('Page not found: /models/no-such-case')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { api: { [NIGHTFALL]: failWith(500, { code: 'internal_error', message: 'Something went wrong on our side.' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error 500' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText("We couldn't load this model. Please try again later.")).toBeVisible();
  },
};

export const GermanStorefront: Story = {
  args: { storefront: 'de', api: { [NIGHTFALL]: nightfallModelDe } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Wählen Sie Ihr Gehäuse' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Technische Daten' })).toBeVisible();
    await expect(canvas.getAllByText((text) => text.replace(/\s/g, ' ') === '1.049,99 €')[0]).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Farben' })).toHaveTextContent('Weiß');
    await expect(canvas.getAllByText('5,0 von 5, 1 Bewertung')[0]).toBeVisible();
  },
};

/** The model page in French, one of the screens kept per locale (see CONTRIBUTING, "Visual review"). */
export const FrenchStorefront: Story = {
  args: { storefront: 'fr', api: { [NIGHTFALL]: nightfallModelFr } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Choisissez votre boîtier' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Caractéristiques' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Coloris' })).toHaveTextContent('Blanc');
    await expect(canvas.getAllByText((text) => text.replace(/\s/g, ' ') === '1 049,99 €')[0]).toBeVisible();
  },
};
