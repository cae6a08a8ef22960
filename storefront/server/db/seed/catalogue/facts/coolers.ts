/**
 * CPU coolers: air or liquid and the radiator size come from the dataset; height,
 * sockets and memory clearance from the maker. Every cooler here ships (or is sent free
 * on request) with LGA1700 mounting, which LGA1851 shares, and AM5 uses the AM4 holes.
 */
import type { CoolerSpecs, CpuSocket } from '@rigsmith/kit/domain';
import { factsOf } from './types';

const cooler = factsOf('cooler', 'cpu-cooler');
const allSockets: CpuSocket[] = ['AM4', 'AM5', 'LGA1700', 'LGA1851'];

/**
 * An air cooler's height and, when its fins or fan overhang the DIMM slots, the tallest module
 * that fits; towers the makers give no figure for do not overhang (notes.md "Coolers").
 */
const air = (heightMm: number, memoryClearanceMm: number | 'unlimited' = 'unlimited', sockets = allSockets): Partial<CoolerSpecs> => ({
  heightMm,
  memoryClearanceMm,
  sockets,
});
/**
 * A liquid cooler, with its radiator's thickness plus its 25 mm fans': what a front-mounted
 * radiator takes from the graphics card's length (`gpu-front-radiator`). Most AIO radiators
 * are 27 mm; ARCTIC's Liquid Freezer III are 38 mm (makers' pages, as recalled in notes.md).
 */
const liquid = (radiatorThicknessMm: number): Partial<CoolerSpecs> => ({
  heightMm: null,
  sockets: allSockets,
  memoryClearanceMm: null,
  radiatorThicknessMm,
});
const slim = liquid(27 + 25);
const arctic = liquid(38 + 25);

export const coolers = [
  // Air: low profile for small cases, then towers by height
  cooler('cooler-noctua-nh-l9a-am5', 'Noctua NH-L9A-AM5', air(37, 'unlimited', ['AM5'])),
  cooler('cooler-thermalright-axp90-x47', 'Thermalright AXP90-X47', air(47)),
  cooler('cooler-noctua-nh-l9x65-chromax-black', 'Noctua NH-L9x65 chromax.black', air(65)),
  cooler('cooler-thermalright-assassin-x-120-refined-se', 'Thermalright Assassin X 120 Refined SE', air(148)),
  cooler('cooler-id-cooling-se-214-xt-argb', 'ID-COOLING SE-214-XT ARGB', air(154)),
  cooler('cooler-thermalright-phantom-spirit-120-se-argb', 'Thermalright Phantom Spirit 120 SE ARGB', air(154, 55)),
  cooler('cooler-thermalright-peerless-assassin-120-se', 'Thermalright Peerless Assassin 120 SE', air(155, 52)),
  cooler('cooler-deepcool-ak400', 'Deepcool AK400', air(155), { where: { color: 'Black / Silver' }, usd: 34.99 }),
  cooler('cooler-noctua-nh-u12s-chromax-black', 'Noctua NH-U12S chromax.black', air(158)),
  cooler('cooler-cooler-master-hyper-212-black-edition', 'Cooler Master Hyper 212 Black Edition', air(159)),
  cooler('cooler-arctic-freezer-36', 'ARCTIC Freezer 36', air(159), { where: { color: 'Black' } }),
  cooler('cooler-deepcool-ak620-zero-dark', 'Deepcool AK620 ZERO DARK', air(160, 43), { usd: 64.99 }),
  // Dual-fan mode with the front fan at its standard height.
  cooler('cooler-noctua-nh-d15-chromax-black', 'Noctua NH-D15 chromax.black', air(165, 32)),
  cooler('cooler-be-quiet-dark-rock-pro-5', 'be quiet! Dark Rock Pro 5', air(168, 40)),
  // Liquid, by radiator size
  cooler('cooler-cooler-master-masterliquid-120l-core', 'Cooler Master MasterLiquid 120L Core', slim),
  cooler('cooler-nzxt-kraken-120', 'NZXT Kraken 120', slim),
  cooler('cooler-thermalright-aqua-elite-v3-240', 'Thermalright Aqua Elite V3', slim, { where: { size: 240, color: 'Black' } }),
  cooler('cooler-arctic-liquid-freezer-iii-pro-240', 'ARCTIC Liquid Freezer III Pro', arctic, { where: { size: 240 } }),
  cooler('cooler-nzxt-kraken-240', 'NZXT Kraken 240', slim),
  cooler('cooler-arctic-liquid-freezer-iii-280', 'ARCTIC Liquid Freezer III 280', arctic),
  cooler('cooler-nzxt-kraken-280', 'NZXT Kraken 280', slim),
  cooler('cooler-thermalright-aqua-elite-v3-360', 'Thermalright Aqua Elite V3', slim, { where: { size: 360, color: 'Black' } }),
  cooler('cooler-arctic-liquid-freezer-iii-pro-360', 'ARCTIC Liquid Freezer III Pro 360', arctic),
  cooler('cooler-corsair-nautilus-360-rs-argb', 'Corsair NAUTILUS 360 RS ARGB', slim, { where: { color: 'Black' } }),
  cooler('cooler-nzxt-kraken-360', 'NZXT Kraken 360', slim),
  cooler('cooler-corsair-icue-link-titan-360-rx-lcd', 'Corsair iCUE LINK TITAN 360 RX LCD', slim, { where: { color: 'Black' } }),
];
