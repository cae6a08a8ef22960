/**
 * SPEC §9: "About 60 legacy paths redirect to external pages on the main shop site (games,
 * graphics cards, CPU brands, budget, blog, support, about, build-your-own); some old promo
 * and gift-redemption paths redirect to home." Main-shop targets are paths on the
 * `main-shop-url` setting, under the shopper's storefront prefix; storefront targets are
 * paths in this shop, under its prefix. `from` is already normalised (kit normaliseRedirectPath).
 * None of these paths is one of the storefront's own routes, which never reach the lookup.
 */
import type { CountryCode } from '@rigsmith/kit/domain';
import type { RedirectTarget } from '../schema';

export type SeedRedirect = { from: string; target: RedirectTarget; to: string; status: 301 | 302; country: CountryCode | null };

const toMainShop =
  (to: string) =>
  (from: string): SeedRedirect => ({ from, target: 'main-shop', to, status: 301, country: null });

/** Old promotions end; their addresses go home, temporarily, as campaigns come back. */
const toHome = (from: string): SeedRedirect => ({ from, target: 'storefront', to: '/', status: 302, country: null });

const games = [
  'fortnite',
  'call-of-duty',
  'valorant',
  'minecraft',
  'cyberpunk-2077',
  'apex-legends',
  'gta-v',
  'league-of-legends',
  'counter-strike-2',
  'elden-ring',
].map((game) => toMainShop(`/gaming-pcs/games/${game}`)(`/${game}-gaming-pc`));

const graphicsCards = [
  ['/nvidia-rtx-4060-pcs', '/gaming-pcs/graphics-cards/rtx-4060'],
  ['/nvidia-rtx-4070-pcs', '/gaming-pcs/graphics-cards/rtx-4070'],
  ['/rtx-4080-gaming-pcs', '/gaming-pcs/graphics-cards/rtx-4080'],
  ['/rtx-4090-gaming-pcs', '/gaming-pcs/graphics-cards/rtx-4090'],
  ['/geforce-gaming-pcs', '/gaming-pcs/graphics-cards/nvidia'],
  ['/amd-radeon-gaming-pcs', '/gaming-pcs/graphics-cards/amd'],
  ['/rx-7800-xt-pcs', '/gaming-pcs/graphics-cards/rx-7800-xt'],
  ['/graphics-cards', '/gaming-pcs/graphics-cards'],
].map(([from, to]) => toMainShop(to!)(from!));

const cpuBrands = [
  ['/intel-gaming-pcs', '/gaming-pcs/processors/intel'],
  ['/intel-core-i5-pcs', '/gaming-pcs/processors/intel-core-i5'],
  ['/intel-core-i7-pcs', '/gaming-pcs/processors/intel-core-i7'],
  ['/amd-ryzen-gaming-pcs', '/gaming-pcs/processors/amd'],
  ['/ryzen-5-pcs', '/gaming-pcs/processors/ryzen-5'],
  ['/ryzen-7-pcs', '/gaming-pcs/processors/ryzen-7'],
  ['/ryzen-9-pcs', '/gaming-pcs/processors/ryzen-9'],
].map(([from, to]) => toMainShop(to!)(from!));

const budget = [
  ['/pcs-under-500', '/gaming-pcs/budget/under-500'],
  ['/pcs-under-750', '/gaming-pcs/budget/under-750'],
  ['/pcs-under-1000', '/gaming-pcs/budget/under-1000'],
  ['/pcs-under-1500', '/gaming-pcs/budget/under-1500'],
  ['/pcs-under-2000', '/gaming-pcs/budget/under-2000'],
  ['/cheap-gaming-pcs', '/gaming-pcs/budget'],
  ['/budget-gaming-pcs', '/gaming-pcs/budget'],
].map(([from, to]) => toMainShop(to!)(from!));

const blog = [
  ['/blog', '/blog'],
  ['/news', '/blog'],
  ['/blog/best-gaming-pc', '/blog/best-gaming-pc'],
  ['/blog/how-to-build-a-pc', '/blog/how-to-build-a-pc'],
  ['/guides/fps-explained', '/blog/fps-explained'],
].map(([from, to]) => toMainShop(to!)(from!));

const support = [
  ['/support', '/support'],
  ['/help', '/support'],
  ['/faq', '/support/faq'],
  ['/track-my-order', '/support/track-order'],
  ['/drivers', '/support/drivers'],
  ['/returns-form', '/support/returns'],
].map(([from, to]) => toMainShop(to!)(from!));

const about = [
  ['/about-us', '/about'],
  ['/our-story', '/about/story'],
  ['/careers', '/about/careers'],
  ['/press', '/about/press'],
].map(([from, to]) => toMainShop(to!)(from!));

const buildYourOwn = [
  ['/build-your-own', '/build-your-own'],
  ['/custom-pc', '/build-your-own'],
  ['/pc-builder', '/build-your-own'],
  ['/configurator', '/build-your-own'],
].map(([from, to]) => toMainShop(to!)(from!));

const promos = ['/black-friday', '/cyber-monday', '/summer-sale', '/spring-sale', '/christmas-deals', '/promo', '/deals/2023', '/offers'].map(toHome);

const giftRedemption = ['/gift-card', '/giftcard', '/gift-cards/redeem', '/redeem', '/voucher'].map(toHome);

/** Old local-language addresses of the delivery and warranty pages, each in its own storefront. */
const localPages: SeedRedirect[] = [
  { from: '/livraison', target: 'storefront', to: '/delivery', status: 301, country: 'FR' },
  { from: '/garantie', target: 'storefront', to: '/warranty', status: 301, country: 'FR' },
  { from: '/spedizione', target: 'storefront', to: '/delivery', status: 301, country: 'IT' },
  { from: '/envio', target: 'storefront', to: '/delivery', status: 301, country: 'ES' },
  { from: '/versand', target: 'storefront', to: '/delivery', status: 301, country: 'DE' },
];

export const seedRedirects: SeedRedirect[] = [
  ...games,
  ...graphicsCards,
  ...cpuBrands,
  ...budget,
  ...blog,
  ...support,
  ...about,
  ...buildYourOwn,
  ...promos,
  ...giftRedemption,
  ...localPages,
];
