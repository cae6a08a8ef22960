/**
 * Cases: the boards a case takes follow from its type in the dataset, as do its 3.5"
 * bays; clearances, mounts and the rest come from the maker's page. Six cases (in both
 * colours where the shop stocks both) are the shells of the shop's case models. Each case
 * picks its row by the maker's finish (`color`), which gives its `colour` fact.
 */
import type { BoardFormFactor, CaseSpecs, PsuFormFactor } from '@rigsmith/kit/domain';
import { factsOf } from './types';

const chassis = factsOf('case', 'case');

type Shell = {
  gpu: number;
  cooler: number;
  radiators: number[];
  fans: [fans120: number, fans140: number, included: number];
  /** Dedicated 2.5" mounts and external 5.25" bays; 3.5" bays come from the dataset. */
  bays: [bays25: number, bays525: number];
  slots: number;
  psu: [PsuFormFactor[], maxLengthMm: number];
  model?: string;
  /** Only where the type string says less than the maker (E-ATX support). */
  boards?: BoardFormFactor[];
};

function shell(s: Shell): Partial<CaseSpecs> {
  return {
    model: s.model ?? null,
    maxGpuLengthMm: s.gpu,
    maxCoolerHeightMm: s.cooler,
    radiatorSupportMm: s.radiators,
    fanMounts120: s.fans[0],
    fanMounts140: s.fans[1],
    includedFans: s.fans[2],
    bays25: s.bays[0],
    bays525: s.bays[1],
    expansionSlots: s.slots,
    psuFormFactors: s.psu[0],
    maxPsuLengthMm: s.psu[1],
    ...(s.boards ? { supportedBoards: s.boards } : {}),
  };
}

const atx: PsuFormFactor[] = ['ATX'];
const small: PsuFormFactor[] = ['SFX', 'SFX-L'];
const eatx: BoardFormFactor[] = ['E-ATX', 'ATX', 'Micro ATX', 'Mini ITX'];
const upTo360 = [120, 140, 240, 280, 360];
const upTo420 = [...upTo360, 420];
const color = (value: string) => ({ where: { color: value } });

const h5Flow = shell({
  model: 'vanguard',
  gpu: 365,
  cooler: 165,
  radiators: [120, 240, 280, 360],
  fans: [7, 4, 2],
  bays: [2, 0],
  slots: 7,
  psu: [atx, 200],
});
const popAir = shell({ model: 'striker', gpu: 405, cooler: 170, radiators: upTo360, fans: [6, 4, 3], bays: [2, 1], slots: 7, psu: [atx, 180] });
const nr200pV2 = shell({
  model: 'nomad',
  gpu: 336,
  cooler: 155,
  radiators: [120, 240, 280],
  fans: [6, 2, 2],
  bays: [2, 0],
  slots: 3,
  psu: [small, 130],
});
const north = shell({ model: 'aurora', gpu: 355, cooler: 170, radiators: upTo360, fans: [6, 5, 2], bays: [2, 0], slots: 7, psu: [atx, 200] });
const o11EvoXl = shell({
  model: 'titan',
  boards: eatx,
  gpu: 460,
  cooler: 167,
  radiators: upTo420,
  fans: [10, 8, 0],
  bays: [4, 0],
  slots: 8,
  psu: [atx, 220],
});
const y70 = (model?: string) =>
  shell({ model, boards: eatx, gpu: 422, cooler: 180, radiators: upTo360, fans: [10, 6, 0], bays: [2, 0], slots: 7, psu: [atx, 220] });

const caseFacts = [
  // Case model shells
  chassis('case-nzxt-h5-flow-2024-black', 'NZXT H5 Flow (2024)', h5Flow, color('Black')),
  chassis('case-nzxt-h5-flow-2024-white', 'NZXT H5 Flow (2024)', h5Flow, color('White')),
  chassis('case-fractal-design-pop-air-black', 'Fractal Design Pop Air', popAir, { where: { color: 'Black', side_panel: 'Tempered Glass' } }),
  chassis('case-fractal-design-pop-air-white', 'Fractal Design Pop Air', popAir, color('White')),
  chassis('case-cooler-master-nr200p-v2-black', 'Cooler Master MasterBox NR200P V2', nr200pV2, color('Black')),
  chassis('case-cooler-master-nr200p-v2-white', 'Cooler Master MasterBox NR200P V2', nr200pV2, color('White')),
  chassis('case-fractal-design-north-black', 'Fractal Design North', north, { where: { color: 'Black', side_panel: 'Tempered Glass' } }),
  chassis('case-fractal-design-north-white', 'Fractal Design North', north, color('White')),
  chassis('case-lian-li-o11-dynamic-evo-xl-black', 'Lian Li O11 Dynamic EVO XL', o11EvoXl, color('Black')),
  chassis('case-lian-li-o11-dynamic-evo-xl-white', 'Lian Li O11 Dynamic EVO XL', o11EvoXl, color('White')),
  chassis('case-hyte-y70-white', 'HYTE Y70', y70('nightfall'), color('White')),
  // Cases for custom builds
  chassis('case-hyte-y70-black', 'HYTE Y70', y70(), color('Black')),
  chassis(
    'case-cooler-master-masterbox-q300l',
    'Cooler Master MasterBox Q300L',
    shell({ gpu: 360, cooler: 159, radiators: [120, 240], fans: [6, 4, 1], bays: [2, 0], slots: 4, psu: [atx, 160] }),
    color('Black'),
  ),
  chassis(
    'case-montech-air-100-argb',
    'Montech AIR 100 ARGB',
    shell({ gpu: 330, cooler: 161, radiators: [120, 140, 240, 280], fans: [6, 4, 4], bays: [2, 0], slots: 4, psu: [atx, 160] }),
    color('Black'),
  ),
  chassis(
    'case-corsair-4000d-airflow-black',
    'Corsair 4000D Airflow',
    shell({ gpu: 360, cooler: 170, radiators: upTo360, fans: [6, 4, 2], bays: [2, 0], slots: 7, psu: [atx, 180] }),
    color('Black'),
  ),
  chassis(
    'case-lian-li-lancool-216-rgb',
    'Lian Li LANCOOL 216 RGB',
    shell({ gpu: 392, cooler: 180, radiators: upTo360, fans: [8, 6, 3], bays: [3, 0], slots: 7, psu: [atx, 220] }),
    color('Black'),
  ),
  chassis(
    'case-be-quiet-pure-base-500dx',
    'be quiet! Pure Base 500DX',
    shell({ gpu: 369, cooler: 190, radiators: upTo360, fans: [7, 5, 3], bays: [5, 0], slots: 7, psu: [atx, 225] }),
    color('Black'),
  ),
  chassis(
    'case-nzxt-h9-flow-2023-black',
    'NZXT H9 Flow (2023)',
    shell({ gpu: 435, cooler: 165, radiators: upTo360, fans: [10, 6, 4], bays: [4, 0], slots: 7, psu: [atx, 200] }),
    color('Black'),
  ),
  chassis(
    'case-fractal-design-define-r5',
    'Fractal Design Define R5',
    shell({ gpu: 310, cooler: 180, radiators: [120, 140, 240, 280], fans: [9, 7, 2], bays: [2, 2], slots: 7, psu: [atx, 170] }),
    color('Black'),
  ),
  chassis(
    'case-cooler-master-n400',
    'Cooler Master N400',
    shell({ gpu: 298, cooler: 163, radiators: [120, 240], fans: [5, 3, 2], bays: [3, 2], slots: 7, psu: [atx, 180] }),
    color('Black'),
  ),
  chassis(
    'case-fractal-design-north-xl-black',
    'Fractal Design North XL',
    shell({ boards: eatx, gpu: 413, cooler: 185, radiators: upTo420, fans: [8, 7, 3], bays: [2, 0], slots: 7, psu: [atx, 255] }),
    {
      where: { color: 'Black', side_panel: 'Tinted Tempered Glass' },
    },
  ),
  chassis(
    'case-corsair-7000d-airflow',
    'Corsair 7000D AIRFLOW',
    shell({ boards: eatx, gpu: 450, cooler: 190, radiators: upTo420, fans: [12, 10, 3], bays: [4, 0], slots: 8, psu: [atx, 225] }),
    color('Black'),
  ),
  chassis(
    'case-corsair-2000d-airflow-black',
    'Corsair 2000D AIRFLOW',
    shell({ gpu: 365, cooler: 70, radiators: upTo360, fans: [8, 5, 0], bays: [3, 0], slots: 3, psu: [small, 135] }),
    color('Black'),
  ),
  chassis(
    'case-fractal-design-terra',
    'Fractal Design Terra',
    shell({ gpu: 322, cooler: 48, radiators: [], fans: [1, 0, 0], bays: [2, 0], slots: 3, psu: [small, 130] }),
    color('Black / Brown'),
  ),
  chassis(
    'case-lian-li-a4-h20-x4',
    'Lian Li A4-H20 X4',
    shell({ gpu: 322, cooler: 55, radiators: [120, 240], fans: [2, 0, 0], bays: [1, 0], slots: 3, psu: [['SFX'], 100] }),
    color('Black'),
  ),
];

/**
 * Cases with a USB-C port on the front panel (the maker's "front I/O"), and those without;
 * a case left out is unknown. The port needs a USB-C header on the board (`front-usb-c`).
 */
const frontUsbC: Record<string, boolean> = {
  'case-nzxt-h5-flow-2024-black': true,
  'case-nzxt-h5-flow-2024-white': true,
  'case-fractal-design-pop-air-black': true,
  'case-fractal-design-pop-air-white': true,
  'case-cooler-master-nr200p-v2-black': true,
  'case-cooler-master-nr200p-v2-white': true,
  'case-fractal-design-north-black': true,
  'case-fractal-design-north-white': true,
  'case-lian-li-o11-dynamic-evo-xl-black': true,
  'case-lian-li-o11-dynamic-evo-xl-white': true,
  'case-hyte-y70-white': true,
  'case-hyte-y70-black': true,
  'case-corsair-4000d-airflow-black': true,
  'case-corsair-7000d-airflow': true,
  'case-corsair-2000d-airflow-black': true,
  'case-nzxt-h9-flow-2023-black': true,
  'case-lian-li-lancool-216-rgb': true,
  'case-be-quiet-pure-base-500dx': true,
  'case-fractal-design-north-xl-black': true,
  'case-fractal-design-define-r5': false,
  'case-cooler-master-masterbox-q300l': false,
  'case-cooler-master-n400': false,
};

/**
 * Radiator lengths a case takes out of the graphics card's way (top, side or rear, from the
 * maker's radiator support table); a supported length not listed fits only at the front,
 * where it takes its thickness from the card's length (`gpu-front-radiator`). A case left
 * out is unknown. The NR200P V2 hangs its radiators on the side and bottom, the HYTE Y70,
 * O11 EVO XL, 2000D, 7000D, H9 Flow and Lancool 216 take 360 mm at the top or side.
 */
const radiatorClearOfGpuMm: Record<string, number[]> = {
  'case-nzxt-h5-flow-2024-black': [120, 240, 280],
  'case-nzxt-h5-flow-2024-white': [120, 240, 280],
  'case-cooler-master-nr200p-v2-black': [120, 240, 280],
  'case-cooler-master-nr200p-v2-white': [120, 240, 280],
  'case-fractal-design-north-black': [120, 140, 240],
  'case-fractal-design-north-white': [120, 140, 240],
  'case-lian-li-o11-dynamic-evo-xl-black': upTo420,
  'case-lian-li-o11-dynamic-evo-xl-white': upTo420,
  'case-hyte-y70-white': upTo360,
  'case-hyte-y70-black': upTo360,
  'case-corsair-4000d-airflow-black': [120, 140, 240, 280],
  'case-corsair-7000d-airflow': upTo420,
  'case-corsair-2000d-airflow-black': upTo360,
  'case-nzxt-h9-flow-2023-black': upTo360,
  'case-lian-li-lancool-216-rgb': upTo360,
  'case-fractal-design-north-xl-black': upTo360,
  'case-fractal-design-define-r5': [120, 140, 240, 280],
};

export const cases = caseFacts.map((fact) => ({
  ...fact,
  specs: {
    ...fact.specs,
    ...(fact.id in frontUsbC ? { frontUsbC: frontUsbC[fact.id] } : {}),
    ...(fact.id in radiatorClearOfGpuMm ? { radiatorClearOfGpuMm: radiatorClearOfGpuMm[fact.id] } : {}),
  },
}));
