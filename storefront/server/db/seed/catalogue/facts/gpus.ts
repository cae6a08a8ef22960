/**
 * Graphics cards: chipset, memory and length come from the dataset (`where` picks the
 * chip of rows that share a board partner's series name), the G3D Mark from gpus.csv.
 * Board power is the chip's reference figure unless the card's maker states more.
 * Slot width is rounded up (2.5 → 3), as a case's slots are whole.
 */
import type { GpuSpecs, VideoOutput } from '@rigsmith/kit/domain';
import { factsOf } from './types';

const gpu = factsOf('gpu', 'video-card');
const hdmiDp: VideoOutput[] = ['HDMI', 'DisplayPort'];

/** Slot width, power inputs (8-pin, 12V-2x6, 6-pin) and, when it differs from the reference, board power. */
function card(
  slotWidth: number,
  [pcie8Pin, pcie12v2x6 = 0, pcie6Pin = 0]: [number, number?, number?],
  boardPowerW?: number,
  outputs = hdmiDp,
): Partial<GpuSpecs> {
  return { slotWidth, powerConnectors: { pcie8Pin, pcie6Pin, pcie12v2x6 }, outputs, ...(boardPowerW ? { boardPowerW } : {}) };
}
const chip = (chipset: string, more: Record<string, unknown> = {}) => ({ where: { chipset, ...more } });
const eightPin = (n: number): [number] => [n];
const twelveV2x6: [number, number] = [0, 1];

export const gpus = [
  // NVIDIA GeForce RTX 30
  gpu('gpu-zotac-rtx-3050-6gb-low-profile', 'Zotac GAMING Low Profile', card(2, [0], undefined, ['DVI', 'HDMI', 'DisplayPort']), {
    ...chip('GeForce RTX 3050 6GB'),
    usd: 179.99,
  }),
  gpu('gpu-msi-rtx-3060-ventus-2x-12g', 'MSI GeForce RTX 3060 Ventus 2X 12G', card(2, eightPin(1))),
  // EVGA left the graphics card business: what is left is sold off.
  gpu('gpu-evga-rtx-3080-ftw3-ultra', 'EVGA FTW3 ULTRA GAMING', card(3, eightPin(3), 380), {
    ...chip('GeForce RTX 3080 10GB'),
    offer: { status: 'discontinued', stock: 3 },
  }),
  // NVIDIA GeForce RTX 40 (end of line: the dataset lists scarce stock at well over list price)
  gpu('gpu-msi-rtx-4060-ventus-2x-black-oc', 'MSI VENTUS 2X BLACK OC', card(2, eightPin(1)), { ...chip('GeForce RTX 4060'), usd: 299.99 }),
  gpu('gpu-asus-rtx-4060-ti-dual-evo-oc', 'Asus DUAL EVO OC', card(3, eightPin(1), 165), {
    ...chip('GeForce RTX 4060 Ti', { memory: 8 }),
    usd: 399.99,
  }),
  gpu('gpu-asus-rtx-4070-super-dual-evo-oc', 'Asus DUAL EVO OC', card(3, eightPin(1)), { ...chip('GeForce RTX 4070 SUPER'), usd: 599.99 }),
  gpu('gpu-asus-rtx-4070-ti-super-tuf-gaming-oc', 'Asus TUF GAMING OC', card(4, twelveV2x6), { ...chip('GeForce RTX 4070 Ti SUPER'), usd: 849.99 }),
  gpu('gpu-nvidia-rtx-4080-super-founders-edition', 'NVIDIA Founders Edition', card(3, twelveV2x6), {
    ...chip('GeForce RTX 4080 SUPER'),
    usd: 999.99,
  }),
  gpu('gpu-nvidia-rtx-4090-founders-edition', 'NVIDIA Founders Edition', card(3, twelveV2x6), chip('GeForce RTX 4090')),
  gpu('gpu-asus-rtx-4090-rog-strix-gaming-oc', 'Asus ROG STRIX GAMING OC', card(4, twelveV2x6), chip('GeForce RTX 4090')),
  // NVIDIA GeForce RTX 50
  gpu('gpu-msi-rtx-5060-shadow-2x-oc', 'MSI SHADOW 2X OC', card(2, eightPin(1)), chip('GeForce RTX 5060')),
  gpu('gpu-gigabyte-rtx-5060-windforce-oc', 'Gigabyte WINDFORCE OC', card(2, eightPin(1)), chip('GeForce RTX 5060')),
  gpu('gpu-msi-rtx-5060-ti-16g-ventus-2x-plus-oc', 'MSI VENTUS 2X PLUS OC', card(2, eightPin(1)), chip('GeForce RTX 5060 Ti')),
  gpu('gpu-asus-rtx-5060-ti-16g-prime', 'Asus PRIME', card(3, eightPin(1)), chip('GeForce RTX 5060 Ti')),
  gpu('gpu-gigabyte-rtx-5070-windforce-oc-sff', 'Gigabyte WINDFORCE OC SFF', card(3, twelveV2x6), chip('GeForce RTX 5070')),
  gpu('gpu-nvidia-rtx-5070-founders-edition', 'NVIDIA Founders Edition', card(2, twelveV2x6), chip('GeForce RTX 5070')),
  gpu('gpu-msi-rtx-5070-gaming-trio-oc', 'MSI GAMING TRIO OC', card(3, twelveV2x6), chip('GeForce RTX 5070')),
  gpu('gpu-msi-rtx-5070-ti-ventus-3x-oc', 'MSI VENTUS 3X OC', card(3, twelveV2x6), chip('GeForce RTX 5070 Ti')),
  gpu('gpu-asus-rtx-5070-ti-tuf-gaming-oc', 'Asus TUF GAMING OC', card(4, twelveV2x6), chip('GeForce RTX 5070 Ti')),
  gpu('gpu-nvidia-rtx-5080-founders-edition', 'NVIDIA Founders Edition', card(2, twelveV2x6), { ...chip('GeForce RTX 5080'), usd: 999.99 }),
  gpu('gpu-asus-rtx-5080-prime-oc', 'Asus PRIME OC', card(3, twelveV2x6), chip('GeForce RTX 5080')),
  gpu('gpu-asus-rtx-5080-rog-astral-oc', 'Asus ROG Astral OC', card(4, twelveV2x6), chip('GeForce RTX 5080', { length: 358 })),
  gpu('gpu-nvidia-rtx-5090-founders-edition', 'NVIDIA Founders Edition', card(2, twelveV2x6), {
    ...chip('GeForce RTX 5090'),
    usd: 1999.99,
    offer: { stock: 0 },
  }),
  gpu('gpu-gigabyte-rtx-5090-gaming-oc', 'Gigabyte GAMING OC', card(4, twelveV2x6), chip('GeForce RTX 5090')),
  gpu('gpu-msi-rtx-5090-gaming-trio-oc', 'MSI GAMING TRIO OC', card(4, twelveV2x6), chip('GeForce RTX 5090')),
  gpu('gpu-asus-rtx-5090-rog-astral-oc', 'Asus ROG Astral OC', card(4, twelveV2x6, 600), chip('GeForce RTX 5090', { length: 358 })),
  // AMD Radeon RX 6000
  gpu('gpu-asrock-rx-6600-challenger-d', 'ASRock Challenger D', card(2, eightPin(1)), chip('Radeon RX 6600')),
  gpu('gpu-sapphire-rx-6700-xt-pulse', 'Sapphire PULSE', card(3, [1, 0, 1]), chip('Radeon RX 6700 XT')),
  // AMD Radeon RX 7000
  gpu('gpu-asus-rx-7600-dual-evo-oc', 'Asus DUAL EVO OC', card(2, eightPin(1)), chip('Radeon RX 7600')),
  gpu('gpu-asrock-rx-7700-xt-challenger-oc', 'ASRock Challenger OC', card(3, eightPin(2)), chip('Radeon RX 7700 XT')),
  gpu('gpu-powercolor-rx-7800-xt-16g-p', 'PowerColor RX7800XT 16G-P', card(3, eightPin(2)), chip('Radeon RX 7800 XT')),
  gpu('gpu-xfx-rx-7900-gre-merc-310', 'XFX RX-79GMERCB9', card(3, eightPin(2)), chip('Radeon RX 7900 GRE')),
  gpu('gpu-asrock-rx-7900-xtx-phantom-gaming-oc', 'ASRock Phantom Gaming OC', card(3, eightPin(3)), chip('Radeon RX 7900 XTX')),
  gpu('gpu-xfx-rx-7900-xtx-merc-310-black', 'XFX Speedster MERC 310 Black Edition', card(3, eightPin(3), 400), chip('Radeon RX 7900 XTX')),
  // AMD Radeon RX 9000
  gpu('gpu-sapphire-rx-9060-xt-16g-pulse', 'Sapphire PULSE', card(2, eightPin(1)), chip('Radeon RX 9060 XT')),
  gpu('gpu-powercolor-rx-9060-xt-16g-reaper', 'PowerColor Reaper', card(2, eightPin(1)), { ...chip('Radeon RX 9060 XT'), usd: 359.99 }),
  gpu('gpu-sapphire-rx-9070-pulse', 'Sapphire PULSE', card(3, eightPin(2)), chip('Radeon RX 9070')),
  gpu('gpu-sapphire-rx-9070-xt-pulse', 'Sapphire PULSE', card(3, eightPin(2)), chip('Radeon RX 9070 XT')),
  gpu('gpu-asrock-rx-9070-xt-steel-legend', 'ASRock Steel Legend', card(3, eightPin(2)), chip('Radeon RX 9070 XT')),
  gpu('gpu-gigabyte-rx-9070-xt-gaming-oc', 'Gigabyte GAMING OC', card(3, eightPin(3), 340), chip('Radeon RX 9070 XT')),
  // The one Radeon on the 12V-2x6 connector.
  gpu('gpu-sapphire-rx-9070-xt-nitro-plus', 'Sapphire NITRO+', card(4, twelveV2x6, 330), chip('Radeon RX 9070 XT')),
];
