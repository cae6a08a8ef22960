/**
 * Motherboards: socket, form factor, DIMM slots and maximum memory come from the
 * dataset, the chipset and memory type from the name. The rest is from each maker's
 * specification page; counts are physical slots and headers as printed there.
 */
import type { M2Size, M2SlotSupport, MotherboardSpecs, VideoOutput } from '@rigsmith/kit/domain';
import { factsOf } from './types';

const board = factsOf('motherboard', 'motherboard');

/** Microarchitectures the boards' current shipping BIOS runs (launch stock may differ). */
const am4 = ['Zen 2', 'Zen 3'];
const am5 = ['Zen 4', 'Zen 5'];
const lga1700 = ['Alder Lake', 'Raptor Lake', 'Raptor Lake Refresh'];
const lga1851 = ['Arrow Lake'];

const hdmiDp: VideoOutput[] = ['HDMI', 'DisplayPort'];
const hdmiUsbC: VideoOutput[] = ['HDMI', 'USB-C'];

/**
 * Slots and headers in one line, in this order: M.2 slots, SATA ports, x16-length slots,
 * x1 slots, fan headers, ARGB headers, 8-pin EPS connectors.
 */
type Io = [m2: number, sata: number, x16: number, x1: number, fans: number, argb: number, eps: number];

function io(
  bios: string[],
  [m2Slots, sataPorts, pcieX16Slots, pcieX1Slots, fanHeaders, argbHeaders, epsConnectors]: Io,
  videoOutputs: VideoOutput[],
  sharing: Pick<Partial<MotherboardSpecs>, 'sataPortsSharedWithM2' | 'm2SharesGpuLanes'> = {},
): Partial<MotherboardSpecs> {
  return {
    m2Slots,
    sataPorts,
    pcieX16Slots,
    pcieX1Slots,
    fanHeaders,
    argbHeaders,
    epsConnectors,
    videoOutputs,
    biosReadyMicroarchitectures: bios,
    sataPortsSharedWithM2: sharing.sataPortsSharedWithM2 ?? 0,
    m2SharesGpuLanes: sharing.m2SharesGpuLanes ?? false,
  };
}

const boardFacts = [
  // AM4, DDR4
  board('motherboard-msi-mag-b550-tomahawk', 'MSI MAG B550 TOMAHAWK', io(am4, [2, 6, 2, 2, 6, 2, 1], hdmiDp, { sataPortsSharedWithM2: 2 })),
  board('motherboard-asus-tuf-gaming-b550-plus-wifi-ii', 'Asus TUF GAMING B550-PLUS WIFI II', io(am4, [2, 6, 2, 3, 6, 2, 1], hdmiDp)),
  board('motherboard-asus-rog-strix-b550-f-gaming-wifi-ii', 'Asus ROG STRIX B550-F GAMING WIFI II', io(am4, [2, 6, 2, 3, 6, 2, 1], hdmiDp)),
  board('motherboard-msi-b550m-pro-vdh-wifi', 'MSI B550M PRO-VDH WIFI', io(am4, [2, 4, 2, 1, 4, 1, 1], hdmiDp)),
  board('motherboard-asus-prime-b550m-a-wifi-ii', 'Asus PRIME B550M-A WIFI II', io(am4, [2, 4, 2, 1, 4, 1, 1], ['HDMI', 'DVI'])),
  board('motherboard-asrock-a520m-hdv', 'ASRock A520M-HDV', io(am4, [1, 4, 1, 1, 2, 1, 1], ['HDMI', 'DVI'])),
  board('motherboard-gigabyte-b550i-aorus-pro-ax', 'Gigabyte B550I AORUS PRO AX', io(am4, [2, 4, 1, 0, 3, 1, 1], hdmiDp)),
  // AM5, DDR5
  board('motherboard-asus-tuf-gaming-b650-plus-wifi', 'Asus TUF GAMING B650-PLUS WIFI', io(am5, [3, 4, 2, 2, 7, 3, 1], hdmiDp)),
  board('motherboard-msi-b650-gaming-plus-wifi', 'MSI B650 GAMING PLUS WIFI', io(am5, [2, 4, 2, 0, 6, 3, 1], hdmiDp)),
  board('motherboard-msi-mag-b650-tomahawk-wifi', 'MSI MAG B650 TOMAHAWK WIFI', io(am5, [3, 6, 2, 1, 8, 3, 2], hdmiDp)),
  board('motherboard-msi-pro-b650m-a-wifi', 'MSI PRO B650M-A WIFI', io(am5, [2, 4, 2, 1, 6, 2, 1], hdmiDp)),
  board('motherboard-asrock-b650m-pro-rs-wifi', 'ASRock B650M Pro RS WiFi', io(am5, [3, 4, 2, 1, 5, 2, 1], hdmiDp)),
  board('motherboard-asrock-b850m-x-wifi-r2', 'ASRock B850M-X WiFi R2.0', io(am5, [2, 4, 1, 1, 3, 1, 1], hdmiDp)),
  board('motherboard-gigabyte-b650i-aorus-ultra', 'Gigabyte B650I AORUS ULTRA', io(am5, [3, 2, 1, 0, 3, 1, 1], hdmiDp)),
  board('motherboard-asus-rog-strix-b650e-i-gaming-wifi', 'Asus ROG STRIX B650E-I GAMING WIFI', io(am5, [2, 2, 1, 0, 3, 1, 1], ['HDMI'])),
  board('motherboard-gigabyte-b850i-aorus-pro', 'Gigabyte B850I AORUS PRO', io(am5, [3, 2, 1, 0, 3, 1, 1], hdmiUsbC)),
  board('motherboard-msi-mag-b850-tomahawk-max-wifi', 'MSI MAG B850 TOMAHAWK MAX WIFI', io(am5, [3, 4, 2, 1, 8, 3, 2], hdmiDp)),
  board('motherboard-msi-mag-x870-tomahawk-wifi', 'MSI MAG X870 TOMAHAWK WIFI', io(am5, [4, 4, 3, 0, 8, 3, 2], hdmiUsbC)),
  board('motherboard-gigabyte-x870-aorus-elite-wifi7', 'Gigabyte X870 AORUS ELITE WIFI7', io(am5, [3, 4, 3, 0, 8, 2, 2], hdmiUsbC)),
  // The second PCIe 5.0 M.2 slot takes eight lanes from the graphics slot.
  board(
    'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
    'Asus ROG STRIX X870E-E GAMING WIFI',
    io(am5, [5, 4, 3, 0, 8, 3, 2], hdmiUsbC, { m2SharesGpuLanes: true }),
  ),
  board(
    'motherboard-asus-rog-crosshair-x870e-hero',
    'Asus ROG CROSSHAIR X870E HERO',
    io(am5, [5, 4, 2, 0, 8, 3, 2], hdmiUsbC, { m2SharesGpuLanes: true }),
  ),
  board('motherboard-msi-meg-x870e-godlike', 'MSI MEG X870E GODLIKE', io(am5, [4, 4, 3, 0, 10, 3, 2], hdmiUsbC, { m2SharesGpuLanes: true })),
  // LGA1700: DDR4 boards say so in their names
  board('motherboard-msi-pro-b760-p-wifi-ddr4', 'MSI PRO B760-P WIFI DDR4', io(lga1700, [2, 4, 2, 2, 6, 2, 1], hdmiDp)),
  board('motherboard-msi-pro-b760m-a-wifi-ddr4', 'MSI PRO B760M-A WIFI DDR4', io(lga1700, [2, 4, 2, 1, 6, 2, 1], hdmiDp)),
  board('motherboard-gigabyte-b760m-ds3h-ddr4', 'Gigabyte B760M DS3H DDR4', io(lga1700, [2, 4, 2, 1, 4, 1, 1], hdmiDp)),
  board('motherboard-gigabyte-b760i-aorus-pro-ddr4', 'Gigabyte B760I AORUS PRO DDR4', io(lga1700, [2, 4, 1, 0, 3, 1, 1], hdmiDp)),
  board('motherboard-asus-tuf-gaming-b760-plus-wifi', 'Asus TUF GAMING B760-PLUS WIFI', io(lga1700, [3, 4, 2, 2, 7, 3, 1], hdmiDp)),
  board('motherboard-asus-rog-strix-b760-i-gaming-wifi', 'Asus ROG STRIX B760-I GAMING WIFI', io(lga1700, [2, 4, 1, 0, 3, 1, 1], hdmiDp)),
  board(
    'motherboard-msi-mag-z790-tomahawk-wifi',
    'MSI MAG Z790 TOMAHAWK WIFI',
    io(lga1700, [4, 7, 3, 0, 8, 3, 2], hdmiDp, { sataPortsSharedWithM2: 2 }),
  ),
  // The PCIe 5.0 M.2 slot splits the graphics slot to x8.
  board(
    'motherboard-asus-rog-strix-z790-e-gaming-wifi',
    'Asus ROG STRIX Z790-E GAMING WIFI',
    io(lga1700, [5, 4, 3, 0, 8, 3, 2], hdmiDp, { m2SharesGpuLanes: true }),
  ),
  // LGA1851, DDR5
  board('motherboard-msi-mag-z890-tomahawk-wifi', 'MSI MAG Z890 TOMAHAWK WIFI', io(lga1851, [4, 4, 3, 0, 8, 3, 2], hdmiUsbC)),
  board(
    'motherboard-asus-tuf-gaming-z890-plus-wifi',
    'Asus TUF GAMING Z890-PLUS WIFI',
    io(lga1851, [4, 4, 3, 0, 7, 3, 2], ['HDMI', 'DisplayPort', 'USB-C']),
  ),
  board('motherboard-asus-rog-maximus-z890-hero', 'Asus ROG MAXIMUS Z890 HERO', io(lga1851, [5, 4, 2, 0, 8, 3, 2], hdmiUsbC)),
  board('motherboard-gigabyte-b860-aorus-elite-wifi7-ice', 'Gigabyte B860 AORUS ELITE WIFI7 ICE', io(lga1851, [3, 4, 2, 1, 8, 2, 1], hdmiDp)),
  board('motherboard-msi-pro-b860m-a-wifi', 'MSI PRO B860M-A WIFI', io(lga1851, [2, 4, 2, 1, 6, 2, 1], hdmiDp)),
  board('motherboard-asus-rog-strix-b860-i-gaming-wifi', 'Asus ROG STRIX B860-I GAMING WIFI', io(lga1851, [2, 2, 1, 0, 3, 1, 1], hdmiUsbC)),
];

/**
 * Front-panel USB-C headers, where the board's manual is clear; a board left out is unknown.
 * Budget AM4 boards have none; the mid-range and high-end AM5, LGA1700 and LGA1851 boards
 * listed here have one.
 */
const usbCHeaders: Record<string, number> = {
  'motherboard-asrock-a520m-hdv': 0,
  'motherboard-msi-b550m-pro-vdh-wifi': 0,
  'motherboard-asus-prime-b550m-a-wifi-ii': 0,
  'motherboard-msi-mag-b650-tomahawk-wifi': 1,
  'motherboard-msi-mag-b850-tomahawk-max-wifi': 1,
  'motherboard-msi-mag-x870-tomahawk-wifi': 1,
  'motherboard-gigabyte-x870-aorus-elite-wifi7': 1,
  'motherboard-asus-rog-strix-x870e-e-gaming-wifi': 1,
  'motherboard-asus-rog-crosshair-x870e-hero': 1,
  'motherboard-msi-mag-z790-tomahawk-wifi': 1,
  'motherboard-asus-rog-strix-z790-e-gaming-wifi': 1,
  'motherboard-asus-rog-maximus-z890-hero': 1,
  'motherboard-msi-mag-z890-tomahawk-wifi': 1,
};

/**
 * 12 V 4-pin RGB headers (MSI "JRGB", Gigabyte "LED_C", ASRock "RGB_LED"), where the manual
 * is clear; a board left out is unknown. A 5 V ARGB device on one burns out
 * (`rgb-header-voltage`).
 */
const rgb12vHeaders: Record<string, number> = {
  'motherboard-msi-mag-b550-tomahawk': 2,
  'motherboard-msi-b550m-pro-vdh-wifi': 1,
  'motherboard-asrock-a520m-hdv': 1,
  'motherboard-gigabyte-b550i-aorus-pro-ax': 1,
  'motherboard-msi-mag-b650-tomahawk-wifi': 1,
  'motherboard-msi-mag-z790-tomahawk-wifi': 1,
};

/**
 * The M.2 storage slots, first (CPU-attached) slot first. Every slot of these boards takes
 * 2242, 2260 and 2280 cards and NVMe drives. AM4 and LGA1700 chipset slots also run SATA M.2
 * drives, and the last slot of the full-size AM4 boards is long enough for 22110; AM5 and
 * LGA1851 slots are NVMe only. Written from memory of the makers' pages (notes.md).
 */
const std: M2Size[] = ['2242', '2260', '2280'];
function m2SlotSupport(id: string, slots: number): M2SlotSupport[] {
  const legacy = /-(b550|a520|b760|z790)/.test(id);
  const long = /-(b550|a520)(?!m|i)/.test(id);
  return Array.from({ length: slots }, (_, index) => ({
    sizes: long && index === slots - 1 ? [...std, '22110'] : std,
    sata: legacy && index > 0,
  }));
}

/**
 * Fastest memory each board's page lists, overclocked (XMP/EXPO) speeds included: the top of
 * its "Memory" line, in MT/s. Written from memory of the makers' pages (notes.md).
 */
const maxMemorySpeedMts: Record<string, number> = {
  'motherboard-msi-mag-b550-tomahawk': 5100,
  'motherboard-asus-tuf-gaming-b550-plus-wifi-ii': 4800,
  'motherboard-asus-rog-strix-b550-f-gaming-wifi-ii': 5100,
  'motherboard-msi-b550m-pro-vdh-wifi': 4400,
  'motherboard-asus-prime-b550m-a-wifi-ii': 4600,
  'motherboard-asrock-a520m-hdv': 4733,
  'motherboard-gigabyte-b550i-aorus-pro-ax': 5100,
  'motherboard-asus-tuf-gaming-b650-plus-wifi': 6400,
  'motherboard-msi-b650-gaming-plus-wifi': 7200,
  'motherboard-msi-mag-b650-tomahawk-wifi': 7200,
  'motherboard-msi-pro-b650m-a-wifi': 7200,
  'motherboard-asrock-b650m-pro-rs-wifi': 7200,
  'motherboard-asrock-b850m-x-wifi-r2': 8000,
  'motherboard-gigabyte-b650i-aorus-ultra': 8000,
  'motherboard-asus-rog-strix-b650e-i-gaming-wifi': 8000,
  'motherboard-gigabyte-b850i-aorus-pro': 8200,
  'motherboard-msi-mag-b850-tomahawk-max-wifi': 8200,
  'motherboard-msi-mag-x870-tomahawk-wifi': 8400,
  'motherboard-gigabyte-x870-aorus-elite-wifi7': 8200,
  'motherboard-asus-rog-strix-x870e-e-gaming-wifi': 8000,
  'motherboard-asus-rog-crosshair-x870e-hero': 8400,
  'motherboard-msi-meg-x870e-godlike': 9000,
  'motherboard-msi-pro-b760-p-wifi-ddr4': 4800,
  'motherboard-msi-pro-b760m-a-wifi-ddr4': 4800,
  'motherboard-gigabyte-b760m-ds3h-ddr4': 5333,
  'motherboard-gigabyte-b760i-aorus-pro-ddr4': 5333,
  'motherboard-asus-tuf-gaming-b760-plus-wifi': 7200,
  'motherboard-asus-rog-strix-b760-i-gaming-wifi': 7600,
  'motherboard-msi-mag-z790-tomahawk-wifi': 7200,
  'motherboard-asus-rog-strix-z790-e-gaming-wifi': 7800,
  'motherboard-msi-mag-z890-tomahawk-wifi': 9200,
  'motherboard-asus-tuf-gaming-z890-plus-wifi': 8800,
  'motherboard-asus-rog-maximus-z890-hero': 9200,
  'motherboard-gigabyte-b860-aorus-elite-wifi7-ice': 8800,
  'motherboard-msi-pro-b860m-a-wifi': 8800,
  'motherboard-asus-rog-strix-b860-i-gaming-wifi': 8800,
};

export const motherboards = boardFacts.map((fact) => ({
  ...fact,
  specs: {
    ...fact.specs,
    m2SlotSupport: m2SlotSupport(fact.id, fact.specs.m2Slots ?? 0),
    maxMemorySpeedMts: maxMemorySpeedMts[fact.id],
    ...(fact.id in usbCHeaders ? { usbCHeaders: usbCHeaders[fact.id] } : {}),
    ...(fact.id in rgb12vHeaders ? { rgb12vHeaders: rgb12vHeaders[fact.id] } : {}),
  },
}));
