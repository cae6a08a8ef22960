/**
 * The pre-built line-up the shop opens with. Components are real parts; prices include
 * VAT and are set per currency (not converted), in minor units.
 *
 * FPS ranges are estimates from PCGameBenchmarks (https://pcgamebenchmarks.com) via the
 * emilioagustin83/pc-game-fps-dataset, licensed CC BY 4.0: the 25th–75th percentile of
 * estimated 1080p High FPS over the 40 most popular uncapped games released since 2021,
 * per graphics card, as printed by ./derive-fps.ts (see its method). They
 * depend on the graphics card only: the dataset has no per-processor figures.
 */

import type { CurrencyCode } from '@rigsmith/kit/domain';

/** Output of `node --import tsx storefront/server/db/seed/derive-fps.ts`. */
export const fpsByGpu = {
  rtx_3060: { min: 53, max: 131 },
  rx_7600: { min: 51, max: 126 },
  rtx_4060: { min: 66, max: 163 },
  rtx_5060: { min: 73, max: 180 },
  rtx_4070: { min: 109, max: 268 },
  rx_7800_xt: { min: 93, max: 229 },
  rtx_5070: { min: 120, max: 297 },
  rtx_4090: { min: 186, max: 360 },
} as const;

export type SeedBuild = {
  reference: string;
  name: string;
  /** What is inside; documentation for now, until builds have component lines. */
  components: string[];
  gpu: keyof typeof fpsByGpu;
  /** Price including VAT in minor units, per currency. */
  price: Record<CurrencyCode, number>;
  ratingTenths: number | null;
  reviewCount: number;
  shippingDays: number;
  stock: number;
  bestsellerRank: number;
};

export const seedBuilds: SeedBuild[] = [
  {
    reference: 'RS-VANGUARD-5060',
    name: 'Rigsmith Vanguard RTX 5060',
    components: ['AMD Ryzen 5 7600', 'NVIDIA GeForce RTX 5060 8 GB', '16 GB DDR5-6000', '1 TB NVMe SSD', 'B650 motherboard', '650 W 80+ Gold PSU'],
    gpu: 'rtx_5060',
    price: { gbp: 999_00, eur: 1_149_00 },
    ratingTenths: 46,
    reviewCount: 212,
    shippingDays: 3,
    stock: 24,
    bestsellerRank: 1,
  },
  {
    reference: 'RS-STRIKER-7600',
    name: 'Rigsmith Striker RX 7600',
    components: ['Intel Core i5-14400F', 'AMD Radeon RX 7600 8 GB', '16 GB DDR5-5600', '1 TB NVMe SSD', 'B760 motherboard', '600 W 80+ Bronze PSU'],
    gpu: 'rx_7600',
    price: { gbp: 799_00, eur: 929_00 },
    ratingTenths: 44,
    reviewCount: 138,
    shippingDays: 2,
    stock: 31,
    bestsellerRank: 2,
  },
  {
    reference: 'RS-APEX-5070',
    name: 'Rigsmith Apex RTX 5070',
    components: ['AMD Ryzen 7 7800X3D', 'NVIDIA GeForce RTX 5070 12 GB', '32 GB DDR5-6000', '2 TB NVMe SSD', 'B650 motherboard', '750 W 80+ Gold PSU'],
    gpu: 'rtx_5070',
    price: { gbp: 1_649_00, eur: 1_899_00 },
    ratingTenths: 48,
    reviewCount: 96,
    shippingDays: 4,
    stock: 12,
    bestsellerRank: 3,
  },
  {
    // Out of stock on purpose: the catalogue must show the state (SPEC §3 in-stock flag).
    reference: 'RS-HORIZON-7800XT',
    name: 'Rigsmith Horizon RX 7800 XT',
    components: ['AMD Ryzen 7 7700', 'AMD Radeon RX 7800 XT 16 GB', '32 GB DDR5-6000', '2 TB NVMe SSD', 'B650 motherboard', '750 W 80+ Gold PSU'],
    gpu: 'rx_7800_xt',
    price: { gbp: 1_399_00, eur: 1_599_00 },
    ratingTenths: 45,
    reviewCount: 64,
    shippingDays: 5,
    stock: 0,
    bestsellerRank: 4,
  },
  {
    reference: 'RS-SCOUT-3060',
    name: 'Rigsmith Scout RTX 3060',
    components: ['Intel Core i5-12400F', 'NVIDIA GeForce RTX 3060 12 GB', '16 GB DDR4-3200', '1 TB NVMe SSD', 'B760 motherboard', '550 W 80+ Bronze PSU'],
    gpu: 'rtx_3060',
    price: { gbp: 849_00, eur: 979_00 },
    ratingTenths: 42,
    reviewCount: 51,
    shippingDays: 2,
    stock: 8,
    bestsellerRank: 5,
  },
  {
    reference: 'RS-TITAN-4090',
    name: 'Rigsmith Titan RTX 4090',
    components: ['AMD Ryzen 7 9800X3D', 'NVIDIA GeForce RTX 4090 24 GB', '64 GB DDR5-6000', '4 TB NVMe SSD', 'X870 motherboard', '1000 W 80+ Platinum PSU', '360 mm AIO cooler'],
    gpu: 'rtx_4090',
    price: { gbp: 3_499_00, eur: 3_999_00 },
    ratingTenths: 49,
    reviewCount: 18,
    shippingDays: 7,
    stock: 3,
    bestsellerRank: 6,
  },
];
