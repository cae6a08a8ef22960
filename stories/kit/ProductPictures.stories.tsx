import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '@rigsmith/kit';
import { buildFixtures } from '../../.storybook/fixtures/builds';
import { allPartPictures, modelPictures } from '../../.storybook/fixtures/pictures';

/**
 * The shop's illustrations as cards show them, in both themes: a build drawn as each case
 * model (its shape, a black or white finish, the graphics card to its length, tower or
 * radiator, fans and ARGB lighting), and the picture of every part category.
 */
const [vanguard] = buildFixtures as [(typeof buildFixtures)[0]];

const meta = {
  title: 'Kit/ProductCard/Pictures',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    title: vanguard.name,
    price: vanguard.price,
    estimatedShipDate: vanguard.estimated_ship_date,
    shippingDays: vanguard.shipping_days,
    rating: vanguard.rating,
    reviewCount: vanguard.review_count,
    inStock: true,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 16, maxWidth: 960 } as const;

/** One card per case model; the first loads at high priority, as a page's first card does. */
export const BuildPictures: Story = {
  render: (args) => (
    <div style={grid}>
      {modelPictures.map(({ model, picture }, index) => (
        <ProductCard
          key={model}
          {...args}
          title={`Rigsmith ${model[0]!.toUpperCase()}${model.slice(1)}`}
          image={picture}
          imagePriority={index === 0}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('img');
    await expect(pictures).toHaveLength(modelPictures.length);
    for (const picture of pictures) {
      await expect(picture.getAttribute('width')).toBe('800');
      await expect(picture.getAttribute('alt')).toBe('');
    }
    await expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    await expect(pictures[1]!.getAttribute('loading')).toBe('lazy');
  },
};

/** Every part category's picture, as part cards and part lines show them; graphics cards come in three lengths. */
export const PartCategoryPictures: Story = {
  render: () => (
    <ul style={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', listStyle: 'none', padding: 0, margin: 0 }}>
      {allPartPictures.map(({ name, picture }) => (
        <li key={name}>
          <img
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt={name}
            style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(17);
    await expect(canvas.getByRole('img', { name: 'gpu-long' })).toBeVisible();
  },
};
