/**
 * Power supplies: wattage, form factor, efficiency and modularity come from the
 * dataset; length and cables from the maker. `pcie8Pin` counts 6+2-pin cables (each also
 * serves a 6-pin input); `pcie12v2x6` counts native 12V-2x6 / 12VHPWR cables.
 */
import type { PsuSpecs } from '@rigsmith/kit/domain';
import { factsOf } from './types';

const psu = factsOf('psu', 'power-supply');

/** Length and cables in one line: length mm, EPS 8-pin, PCIe 8-pin, 12V-2x6, SATA. */
function unit(
  lengthMm: number,
  [eps8Pin, pcie8Pin, pcie12v2x6, sata]: [number, number, number, number],
  more: Partial<PsuSpecs> = {},
): Partial<PsuSpecs> {
  return { lengthMm, connectors: { eps8Pin, pcie8Pin, pcie12v2x6, sata }, ...more };
}
const watts = (wattage: number, more: Record<string, unknown> = {}) => ({ where: { wattage, ...more } });
/** Corsair's 2024–2025 units are Cybenetics-rated; the dataset leaves the 80 Plus rating out. */
const gold = { efficiency: '80+ Gold' };

export const psus = [
  // SFX and SFX-L for small cases
  psu('psu-be-quiet-sfx-power-3-450', 'be quiet! SFX Power 3 450', unit(100, [1, 2, 0, 3]), { usd: 79.99 }),
  psu('psu-lian-li-sp750-white', 'Lian Li SP750', unit(100, [2, 3, 1, 4])),
  psu('psu-corsair-sf750-2024', 'Corsair SF750 (2024)', unit(100, [2, 3, 1, 4])),
  psu('psu-cooler-master-v850-sfx-gold', 'Cooler Master V850 SFX GOLD', unit(100, [2, 3, 1, 4]), watts(850, { color: 'Black' })),
  psu('psu-corsair-sf1000-2024', 'Corsair SF1000 (2024)', unit(100, [2, 4, 1, 6])),
  // Filed as SFX in the dataset; the "L" is the longer, 125 mm SFX-L.
  psu('psu-be-quiet-sfx-l-power-600', 'be quiet! SFX L Power', unit(125, [1, 2, 0, 4], { formFactor: 'SFX-L' }), { ...watts(600), usd: 119.99 }),
  // The dataset files the ROG Loki as SFX; it is 125 mm deep, an SFX-L unit.
  psu('psu-asus-rog-loki-1000', 'Asus ROG LOKI', unit(125, [2, 4, 1, 4], { formFactor: 'SFX-L' }), watts(1000)),
  // ATX without a native 12V-2x6 cable
  psu('psu-msi-mag-a550bn', 'MSI MAG A550BN', unit(140, [1, 2, 0, 5])),
  psu('psu-msi-mag-a650bn', 'MSI MAG A650BN', unit(140, [1, 2, 0, 6])),
  psu('psu-cooler-master-mwe-gold-850-v2', 'Cooler Master MWE Gold 850 - V2', unit(160, [2, 4, 0, 12])),
  psu('psu-corsair-ax1600i', 'Corsair AX1600i', unit(200, [2, 10, 0, 16])),
  // ATX 3.x with a native 12V-2x6 cable
  psu('psu-corsair-rm650e-2025', 'Corsair RM650e (2025)', unit(140, [1, 2, 1, 7], gold)),
  psu('psu-corsair-rm750e-2025', 'Corsair RM750e (2025)', unit(140, [2, 3, 1, 7], gold), watts(750, { color: 'Black' })),
  psu('psu-msi-mag-a750gl-pcie5', 'MSI MAG A750GL PCIE5', unit(140, [2, 2, 1, 6])),
  psu('psu-msi-mag-a850gl-pcie5', 'MSI MAG A850GL PCIE5', unit(150, [2, 3, 1, 8]), watts(850, { color: 'Black' })),
  psu('psu-corsair-rm850x-2024', 'Corsair RM850x (2024)', unit(160, [2, 4, 1, 14], gold)),
  psu('psu-be-quiet-pure-power-12-m-850', 'be quiet! Pure Power 12 M', unit(160, [2, 4, 1, 8]), watts(850)),
  psu('psu-seasonic-focus-gx-850-v4', 'SeaSonic Focus GX V4 ATX 3 (2024)', unit(140, [2, 3, 1, 8]), watts(850)),
  psu('psu-corsair-rm1000e-2025', 'Corsair RM1000e (2025)', unit(160, [2, 4, 1, 7], gold), watts(1000, { color: 'Black' })),
  psu('psu-corsair-rm1000x-2024', 'Corsair RM1000x (2024)', unit(180, [2, 6, 1, 14], gold)),
  psu('psu-montech-century-ii-1050', 'Montech CENTURY II', unit(150, [2, 4, 1, 8]), watts(1050)),
  psu('psu-asus-rog-strix-1200p-gaming', 'Asus ROG STRIX 1200P Gaming', unit(160, [2, 6, 1, 8])),
  psu('psu-msi-meg-ai1300p-pcie5', 'MSI MEG Ai1300P PCIE5', unit(150, [2, 6, 2, 12])),
  psu('psu-corsair-hx1500i-2023', 'Corsair HX1500i (2023)', unit(200, [2, 8, 1, 16])),
  psu('psu-be-quiet-dark-power-pro-13-1600', 'be quiet! Dark Power Pro 13', unit(200, [2, 8, 2, 16]), { ...watts(1600), offer: { stock: 0 } }),
];
