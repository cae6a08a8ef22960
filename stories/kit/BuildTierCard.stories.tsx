import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildTierCard, type BuildTierCardProps } from '@rigsmith/kit';
import type { FpsRecommendation } from '@rigsmith/kit/api';
import { euroBuildFixtures } from '../../.storybook/fixtures/builds';
import { fpsFinderResult } from '../../.storybook/fixtures/games';

const [bestMatch, levelUp, ultimate] = fpsFinderResult.recommendations as [FpsRecommendation, FpsRecommendation, FpsRecommendation];

const toProps = ({ tier, build, estimated_fps }: FpsRecommendation, targetFps = 60): BuildTierCardProps => ({
  tier,
  estimatedFps: estimated_fps,
  targetFps,
  title: build.name,
  price: build.price,
  wasPrice: build.was_price,
  estimatedShipDate: build.estimated_ship_date,
  shippingDays: build.shipping_days,
  rating: build.rating,
  reviewCount: build.review_count,
  inStock: build.in_stock,
  ...(build.model ? { href: `/models/${build.model}` } : {}),
});

const meta = {
  title: 'Kit/BuildTierCard',
  component: BuildTierCard,
  tags: ['autodocs'],
  args: toProps(bestMatch, 50),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildTierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BestMatch: Story = {
  play: async ({ canvasElement }) => {
    const tier = within(canvasElement).getByRole('region', { name: 'Best Match' });
    await expect(within(tier).getByText('58–79 FPS')).toBeVisible();
    await expect(within(tier).getByText('Meets your 50 FPS target')).toBeVisible();
    await expect(within(tier).getByRole('article', { name: bestMatch.build.name })).toBeVisible();
  },
};

/** The low estimate is under the target, the high one over: said in words, not only colour. */
export const ReachesTargetInLighterScenes: Story = {
  args: toProps(levelUp, 144),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Level Up' })).toBeVisible();
    await expect(within(canvasElement).getByText('Reaches 144 FPS in lighter scenes')).toBeVisible();
  },
};

export const UltimateBelowTarget: Story = {
  args: toProps(ultimate, 240),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ultimate PC' })).toBeVisible();
    await expect(within(canvasElement).getByText('Below your 240 FPS target')).toBeVisible();
  },
};

export const WithoutTarget: Story = { args: { ...toProps(levelUp), targetFps: undefined } };

export const GermanStorefront: Story = {
  args: { ...toProps(levelUp, 120), price: euroBuildFixtures[1]!.price, wasPrice: euroBuildFixtures[1]!.was_price },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Eine Stufe höher' })).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
