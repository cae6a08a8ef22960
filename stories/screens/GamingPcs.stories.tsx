import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { emptyListing, euroListingBuildFixtures, listingAnswer } from '../../.storybook/fixtures/listing';
import { failWith, pending } from '../../.storybook/mockApi';
import { atWidth, isBelow, playAtWidth } from '../../.storybook/layout';

const BUILDS = 'api/ecommerce/builds/';

const meta = {
  title: 'Screens/GamingPcs',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/gaming-pcs', api: { [BUILDS]: listingAnswer() } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current price of each card on the page, in minor units, in order. */
const shownPrices = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('article [data-part="price"]')).map((price) => Number((price.textContent ?? '').replace(/[^\d]/g, '')));

const results = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Gaming PCs' }));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gaming PCs' })).toBeVisible();
    await expect(await canvas.findByText('30 gaming PCs')).toBeVisible();
    await expect(results(canvasElement).getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('bestselling');
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gaming-pcs?page=2');
    const mainNav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(mainNav.getByRole('link', { name: 'Gaming PCs' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav.getByRole('link', { name: 'By budget' })).not.toHaveAttribute('aria-current');
    // A card links to its model page, and a discounted one shows the saving.
    await expect(results(canvasElement).getByRole('link', { name: 'Rigsmith Titan X3D RTX 5070 Ti' })).toHaveAttribute('href', '/models/titan');
    await expect(results(canvasElement).getByText('Save £150.00')).toBeVisible();
  },
};

/** Picking "Price: low to high" re-sorts, keeps the URL in step and announces the result. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByText('30 gaming PCs');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(shownPrices(canvasElement)[0]).toBe(64_999));
    const prices = shownPrices(canvasElement);
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="status"][aria-live="polite"]:not([data-state])')).toHaveTextContent(
        '30 gaming PCs, sorted by Price: low to high. Page 1 of 3.',
      ),
    );
    // The new sort is in every page link, so paging keeps it.
    await expect(within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/gaming-pcs?sort=price_asc&page=2',
    );
  },
};

/** Filters from the URL, then more from the shopper: only in stock, and a price band. */
export const Filtered: Story = {
  args: { path: '/gaming-pcs?category=gaming-pcs/esports' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 gaming PCs')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esports (8 builds)' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only in stock' }));
    await expect(await canvas.findByText('7 gaming PCs')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Maximum' }), '2500{Enter}');
    await expect(await canvas.findByText('5 gaming PCs')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Only in stock' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Maximum' })).toHaveValue('2500');
    await expect(Math.max(...shownPrices(canvasElement))).toBeLessThanOrEqual(250_000);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { api: { [BUILDS]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading gaming PCs…')).toBeVisible();
    await expect(canvas.getByText('Loading gaming PCs…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { path: '/gaming-pcs?in_stock=true&price_max=500', api: { [BUILDS]: emptyListing } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No gaming PCs match these filters.')).toBeVisible();
    await expect(canvas.getByText('0 gaming PCs')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  args: { api: { [BUILDS]: failWith(500, { code: 'internal_error', message: 'Something went wrong on our side.' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load the gaming PCs. Please try again.");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PageTwo: Story = {
  args: { path: '/gaming-pcs?page=2' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const pagination = within(await canvas.findByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/gaming-pcs');
    await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gaming-pcs?page=3');
    await expect(results(canvasElement).getAllByRole('article')[0]).toHaveAccessibleName('Rigsmith Striker RX 9070 Mk 2');
  },
};

/** Enter on a page link pages client-side and puts focus at the top of the new results. */
export const PagingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByText('30 gaming PCs');
    const pageTwo = within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' });
    pageTwo.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageTwo).toHaveAttribute('aria-current', 'page'));
    await expect(canvas.getByText('30 gaming PCs')).toHaveFocus();
    await waitFor(() => expect(results(canvasElement).getAllByRole('article')[0]).toHaveAccessibleName('Rigsmith Striker RX 9070 Mk 2'));
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="status"][aria-live="polite"]:not([data-state])')).toHaveTextContent(
        '30 gaming PCs, sorted by Bestselling. Page 2 of 3.',
      ),
    );
  },
};

/** Hand-edited query values fall back to their defaults instead of failing. */
export const InvalidQuery: Story = {
  args: { path: '/gaming-pcs?sort=cheapest&page=0&per_page=7&price_min=abc&in_stock=maybe' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('30 gaming PCs')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('bestselling');
    await expect(canvas.getByRole('combobox', { name: 'Per page' })).toHaveValue('12');
    await expect(canvas.getByRole('checkbox', { name: 'Only in stock' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Minimum' })).toHaveValue('');
  },
};

export const FranceStorefront: Story = {
  args: { storefront: 'fr', path: '/gaming-pcs?sort=price_desc', api: { [BUILDS]: listingAnswer(euroListingBuildFixtures) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PC gamer' })).toBeVisible();
    await expect(await canvas.findByText('30 PC gamer')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price_desc');
    await expect(canvas.getByRole('group', { name: 'Prix (€)' })).toBeVisible();
    const prices = shownPrices(canvasElement);
    await expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(within(canvas.getByRole('navigation', { name: 'Principale' })).getByRole('link', { name: 'PC gamer' })).toHaveAttribute(
      'href',
      '/fr/gaming-pcs',
    );
  },
};

/** A phone (390 px): the results first, the filters behind "Filters" beside the sort. */
export const Phone: Story = {
  args: { path: '/gaming-pcs?in_stock=true' },
  globals: atWidth('phone'),
  play: playAtWidth(afterLoader, async (canvas, canvasElement) => {
    await canvas.findByText('24 gaming PCs');
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filters, 1 applied' })).toBeVisible();
    // The first card starts on the first screen.
    await expect(results(canvasElement).getAllByRole('article')[0]!.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
  }),
};

/** A phone with the sheet open: filtering in it applies at once and "Show N results" follows. */
export const PhoneFilterSheet: Story = {
  globals: atWidth('phone'),
  play: playAtWidth(afterLoader, async (canvas) => {
    await canvas.findByText('30 gaming PCs');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters, none applied' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(sheet).getByRole('checkbox', { name: 'Only in stock' })).toHaveFocus());
    await expect(within(sheet).getByRole('button', { name: 'Show 30 results' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Only in stock' }));
    await expect(await within(sheet).findByRole('button', { name: 'Show 24 results' })).toBeVisible();
    await expect(within(sheet).getByRole('status')).toHaveTextContent('24 results');
    await expect(within(sheet).getByRole('button', { name: 'Clear all' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
  }),
};

/** A tablet (768 px): the filters above the results in two columns, the cards two abreast. */
export const Tablet: Story = {
  globals: atWidth('tablet'),
  play: playAtWidth(afterLoader, async (canvas, canvasElement) => {
    await canvas.findByText('30 gaming PCs');
    const filters = canvas.getByRole('region', { name: 'Filters' });
    await expect(canvas.queryByRole('button', { name: /^Filters,/ })).toBeNull();
    const checkbox = within(filters).getByRole('checkbox', { name: 'Only in stock' }).getBoundingClientRect();
    await expect(within(filters).getByRole('list', { name: 'Category' }).getBoundingClientRect().left).toBeGreaterThan(checkbox.right);
    const cards = results(canvasElement).getAllByRole('article');
    await expect(isBelow(cards[0]!, filters)).toBe(true);
    await expect(cards[1]!.getBoundingClientRect().top).toBe(cards[0]!.getBoundingClientRect().top);
  }),
};

/** A desktop (1366 px): the filters in a column beside the results. */
export const Desktop: Story = {
  globals: atWidth('desktop'),
  play: playAtWidth(afterLoader, async (canvas, canvasElement) => {
    await canvas.findByText('30 gaming PCs');
    const filters = canvas.getByRole('region', { name: 'Filters' });
    await expect(canvas.queryByRole('button', { name: /^Filters,/ })).toBeNull();
    await expect(results(canvasElement).getAllByRole('article')[0]!.getBoundingClientRect().left).toBeGreaterThan(
      filters.getBoundingClientRect().right,
    );
  }),
};
