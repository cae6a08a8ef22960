import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { buildFixtures, euroBuildFixtures, listingOf } from '../../.storybook/fixtures/builds';
import { failWith, pending } from '../../.storybook/mockApi';
import { atWidth, playAtWidth } from '../../.storybook/layout';

const BUILDS = 'api/ecommerce/builds/';

const meta = {
  title: 'Screens/Home',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', api: { [BUILDS]: listingOf(buildFixtures) } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gaming PCs built to order' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Best-selling gaming PCs' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(within(list).getByText('£2,499.99')).toBeVisible();
  },
};

/** Ways into the catalogue, and the header's sections, none of them current on the home page. */
export const EntryPoints: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const entries = within(canvas.getByRole('list', { name: 'Find your gaming PC' }));
    const hrefs = {
      'All gaming PCs': '/gaming-pcs',
      'Gaming PCs by budget': '/gaming-pcs/by-budget',
      'Gaming PCs by FPS': '/gaming-pcs/by-fps',
      Games: '/games',
      'Custom PC Builder': '/custom-pc-builder/customiser',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      await expect(entries.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const mainNav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(mainNav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Gaming PCs', 'By budget', 'By FPS', 'Games']);
    for (const link of mainNav.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const LoadingBuilds: Story = {
  args: { api: { [BUILDS]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading builds…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { [BUILDS]: listingOf([]) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText(/There are no builds to show right now/)).toBeVisible();
  },
};

export const BuildsFailed: Story = {
  args: { api: { [BUILDS]: failWith(500, { code: 'internal_error', message: 'Something went wrong on our side.' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("We couldn't load the builds.");
  },
};

export const FranceStorefront: Story = {
  args: { storefront: 'fr', api: { [BUILDS]: listingOf(euroBuildFixtures) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PC gamer assemblés sur commande' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pays et langue\u202f: France, Français' })).toBeVisible();
  },
};

export const GermanyStorefront: Story = {
  args: { storefront: 'de', api: { [BUILDS]: listingOf(euroBuildFixtures) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Meistverkaufte Gaming-PCs' })).toBeVisible();
  },
};

/** The header's words in each storefront the width stories are drawn in. */
const HEADER_WORDS = {
  uk: { cart: /^Cart,/, account: 'Sign in', sections: 'Main', games: 'Games', switcher: /^Country and language:/ },
  de: { cart: /^Warenkorb,/, account: 'Anmelden', sections: 'Hauptmenü', games: 'Spiele', switcher: /^Land und Sprache:/ },
  fr: { cart: /^Panier,/, account: 'Se connecter', sections: 'Principale', games: 'Jeux', switcher: /^Pays et langue\s:/ },
};
type HeaderStorefront = keyof typeof HEADER_WORDS;

const storefrontArgs = (storefront: HeaderStorefront) => (storefront === 'uk' ? {} : { storefront, api: { [BUILDS]: listingOf(euroBuildFixtures) } });

/** A phone (390 px): one header row with the brand, the cart and "Menu"; the rest behind "Menu". */
const phoneHeader = (storefront: HeaderStorefront): Story => ({
  globals: atWidth('phone'),
  args: storefrontArgs(storefront),
  play: playAtWidth(afterLoader, async (canvas) => {
    const words = HEADER_WORDS[storefront];
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('link', { name: words.cart })).toBeVisible();
    await expect(header.queryByRole('navigation', { name: words.sections })).toBeNull();
    await expect(header.queryByRole('link', { name: words.account })).toBeNull();
  }),
});

/**
 * A tablet (768 px): one header row with the brand, the account link, the cart and "Menu",
 * which holds the sections and the storefront switcher (the whole row needs about 1,070 px in German).
 */
const tabletHeader = (storefront: HeaderStorefront): Story => ({
  globals: atWidth('tablet'),
  args: storefrontArgs(storefront),
  play: playAtWidth(afterLoader, async (canvas) => {
    const words = HEADER_WORDS[storefront];
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('link', { name: words.account })).toBeVisible();
    await expect(header.getByRole('link', { name: words.cart })).toBeVisible();
    await expect(header.queryByRole('navigation', { name: words.sections })).toBeNull();
  }),
});

export const PhoneHeader = phoneHeader('uk');
export const PhoneHeaderGerman = phoneHeader('de');
export const PhoneHeaderFrench = phoneHeader('fr');

/** "Menu" open on a phone: the sections stacked, the account link and the storefront switcher. */
export const PhoneMenuOpen: Story = {
  globals: atWidth('phone'),
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const banner = within(canvasElement).getByRole('banner');
    await userEvent.click(banner.querySelector('summary')!);
    const header = within(banner);
    await waitFor(() => expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Country and language: United Kingdom, English' })).toBeVisible();
  },
};

export const TabletHeader = tabletHeader('uk');
export const TabletHeaderGerman = tabletHeader('de');
export const TabletHeaderFrench = tabletHeader('fr');

/** "Menu" open on a German tablet: the sections and the storefront switcher; the account link stays in the row, once. */
export const TabletMenuOpenGerman: Story = {
  globals: atWidth('tablet'),
  args: storefrontArgs('de'),
  play: playAtWidth(afterLoader, async (canvas) => {
    const banner = canvas.getByRole('banner');
    await userEvent.click(banner.querySelector('summary')!);
    const header = within(banner);
    await waitFor(() => expect(header.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible());
    await expect(header.getByRole('link', { name: 'Spiele' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' })).toBeVisible();
    await expect(header.getAllByRole('link', { name: 'Anmelden' })).toHaveLength(1);
  }),
};

/** The German header at 1366 px keeps one row, every part of it in the row. */
export const DesktopGermanHeader: Story = {
  globals: atWidth('desktop'),
  args: storefrontArgs('de'),
  play: playAtWidth(afterLoader, async (canvas) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' })).toBeVisible();
    await expect(within(banner).getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(banner.querySelector('summary')).not.toBeVisible();
  }),
};
