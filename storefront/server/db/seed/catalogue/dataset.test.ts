import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPartDatasetDir } from '../../../paths';
import { brandOf, datasetCategories, partFromDataset, readDataset, type DatasetCategory } from './dataset';
import { caseFinishOf, chipsetFromBoardName } from './dataset-specs';
import { referenceRecommendedPsu } from './gpu-reference';

// Real rows, copied verbatim from pc-part-dataset (July 2025), so the test needs no dataset.
const rows = {
  ryzen: {
    name: 'AMD Ryzen 7 9800X3D',
    price: 451.5,
    core_count: 8,
    core_clock: 4.7,
    boost_clock: 5.2,
    microarchitecture: 'Zen 5',
    tdp: 120,
    graphics: 'Radeon',
  },
  raptor: {
    name: 'Intel Core i7-14700K',
    price: 297.17,
    core_count: 20,
    core_clock: 3.4,
    boost_clock: 5.6,
    microarchitecture: 'Raptor Lake Refresh',
    tdp: 125,
    graphics: 'Intel UHD Graphics 770',
  },
  arrow: {
    name: 'Intel Core Ultra 7 265K',
    price: 269.99,
    core_count: 20,
    core_clock: 3.9,
    boost_clock: 5.5,
    microarchitecture: 'Arrow Lake',
    tdp: 125,
    graphics: 'Intel Xe',
  },
  threadripper: {
    name: 'AMD Threadripper 3990X',
    price: 2699.99,
    core_count: 64,
    core_clock: 2.9,
    boost_clock: 4.3,
    microarchitecture: 'Zen 2',
    tdp: 280,
    graphics: null,
  },
  cometLake: {
    name: 'Intel Core i5-10400F',
    price: 137.44,
    core_count: 6,
    core_clock: 2.9,
    boost_clock: 4.3,
    microarchitecture: 'Comet Lake',
    tdp: 65,
    graphics: null,
  },
  b650: {
    name: 'Asus PRIME B650-PLUS WIFI',
    price: 159.99,
    socket: 'AM5',
    form_factor: 'ATX',
    max_memory: 192,
    memory_slots: 4,
    color: 'Black / Silver',
  },
  b760Ddr4: {
    name: 'MSI PRO B760M-P DDR4',
    price: 99.99,
    socket: 'LGA1700',
    form_factor: 'Micro ATX',
    max_memory: 128,
    memory_slots: 4,
    color: 'Black',
  },
  lga1151: {
    name: 'ASRock H370M-HDV',
    price: 74.98,
    socket: 'LGA1151',
    form_factor: 'Micro ATX',
    max_memory: 64,
    memory_slots: 2,
    color: 'Black / Silver',
  },
  ddr5: {
    name: 'Corsair Vengeance RGB 32 GB',
    price: 94.99,
    speed: [5, 6000],
    modules: [2, 16],
    price_per_gb: 2.968,
    color: 'Black',
    first_word_latency: 12,
    cas_latency: 36,
  },
  ddr3: {
    name: 'Silicon Power SP016GLLTU160N22 16 GB',
    price: 16.95,
    speed: [3, 1600],
    modules: [2, 8],
    price_per_gb: 1.059,
    color: 'Green',
    first_word_latency: 13.75,
    cas_latency: 11,
  },
  pulse: {
    name: 'Sapphire PULSE',
    price: 379.99,
    chipset: 'Radeon RX 9060 XT',
    memory: 16,
    core_clock: 2220,
    boost_clock: 3290,
    color: 'Black',
    length: 240,
  },
  ventus: {
    name: 'MSI GeForce RTX 3060 Ventus 2X 12G',
    price: 299.97,
    chipset: 'GeForce RTX 3060 12GB',
    memory: 12,
    core_clock: 1320,
    boost_clock: 1777,
    color: 'Black',
    length: 235,
  },
  nvme: {
    name: 'Samsung 990 Pro',
    price: 149.99,
    capacity: 2000,
    price_per_gb: 0.075,
    type: 'SSD',
    cache: 2048,
    form_factor: 'M.2-2280',
    interface: 'M.2 PCIe 4.0 X4',
  },
  hdd: {
    name: 'Seagate Barracuda Compute',
    price: 66.99,
    capacity: 2000,
    price_per_gb: 0.033,
    type: 7200,
    cache: 256,
    form_factor: 3.5,
    interface: 'SATA 6.0 Gb/s',
  },
  sas: {
    name: 'Seagate Exos X24',
    price: 509.99,
    capacity: 24000,
    price_per_gb: 0.021,
    type: 7200,
    cache: 512,
    form_factor: 3.5,
    interface: 'SAS 12.0 Gb/s',
  },
  tower: { name: 'Thermalright Peerless Assassin 120 SE', price: 34.9, rpm: 1550, noise_level: 25.6, color: 'Black / Silver', size: null },
  aio: { name: 'ARCTIC Liquid Freezer III Pro 360', price: 84.99, rpm: [600, 3000], noise_level: null, color: 'Black', size: 360 },
  midTower: {
    name: 'Montech XR',
    price: 83.59,
    type: 'ATX Mid Tower',
    color: 'Black',
    psu: null,
    side_panel: 'Tempered Glass',
    external_volume: 45,
    internal_35_bays: 2,
  },
  itx: {
    name: 'Fractal Design Terra',
    price: 179.99,
    type: 'Mini ITX Desktop',
    color: 'Black / Brown',
    psu: null,
    side_panel: 'Mesh',
    external_volume: 11.4,
    internal_35_bays: 0,
  },
  atxPsu: { name: 'Montech CENTURY II', price: 89.9, type: 'ATX', efficiency: 'gold', wattage: 850, modular: 'Full', color: 'Black' },
  sfx: { name: 'Corsair SF750 (2024)', price: 179.99, type: 'SFX', efficiency: 'platinum', wattage: 750, modular: 'Full', color: 'Black' },
  tfx: { name: 'Silverstone SST-TX300', price: 59, type: 'TFX', efficiency: 'bronze', wattage: 300, modular: false, color: 'Black' },
  argbFans: {
    name: 'ARCTIC P12 PST A-RGB 0dB 3-Pack',
    price: 40.59,
    size: 120,
    color: 'Black',
    rpm: null,
    airflow: 48.8,
    noise_level: null,
    pwm: true,
  },
  smallFan: {
    name: 'Noctua A9x14 HS-PWM chromax.Black.swap',
    price: 23.95,
    size: 92,
    color: 'Black / Multicolor',
    rpm: [600, 2500],
    airflow: 33.84,
    noise_level: 23.6,
    pwm: true,
  },
  monitor: {
    name: 'KOORUI 24E3',
    price: 109.99,
    screen_size: 24,
    resolution: [1920, 1080],
    refresh_rate: 165,
    response_time: 1,
    panel_type: 'IPS',
    aspect_ratio: '16:9',
  },
  bluRayWriter: {
    name: 'LG WH14NS40',
    price: 99.99,
    bd: 12,
    dvd: 16,
    cd: 48,
    bd_write: '14/12/2/2',
    dvd_write: '16/8/8/16/6/8/5',
    cd_write: '48/24',
  },
  bluRayReader: { name: 'Pioneer BDC-207DBK', price: 149.9, bd: 8, dvd: 16, cd: 40, bd_write: null, dvd_write: '16/8/8/16/6/8/5', cd_write: '40/24' },
  dvdWriter: { name: 'Lite-On iHAS124-14', price: 28.89, bd: null, dvd: 16, cd: 48, bd_write: null, dvd_write: '24/8/8/24/6/8/5', cd_write: '48/24' },
  windows: { name: 'Microsoft Windows 11 Home OEM - DVD 64-bit', price: 109.99, mode: 64, max_memory: 128 },
  keyboard: {
    name: 'RK Royal Kludge RK61',
    price: 49.99,
    style: 'Mini',
    switches: 'RK Red',
    backlit: 'White',
    tenkeyless: true,
    connection_type: 'Wired, Wireless, Bluetooth Wireless',
    color: 'White',
  },
  mouse: {
    name: 'Logitech G502 Hero',
    price: 44.77,
    tracking_method: 'Optical',
    connection_type: 'Wired',
    max_dpi: 25600,
    hand_orientation: 'Right',
    color: 'Black',
  },
  headphones: {
    name: 'Logitech G435',
    price: 49.88,
    type: 'Circumaural',
    frequency_response: [20, 20],
    microphone: true,
    wireless: true,
    enclosure_type: 'Closed',
    color: 'Black / Yellow',
  },
  paste: { name: 'ARCTIC MX-6', price: 7.99, amount: 4 },
  hub: { name: 'ARCTIC Case Fan Hub', price: 9.99, channels: 10, channel_wattage: null, pwm: true, form_factor: null, color: 'Black' },
  cardReader: { name: 'NZXT Aperture M', price: null, type: 'Card Reader', form_factor: 5.25 },
};

const map = (file: DatasetCategory, row: unknown, index = 0) => partFromDataset(file, row, index);
const specsOf = (file: DatasetCategory, row: unknown) => map(file, row)?.part.specs;

describe('partFromDataset', () => {
  it('names every file, without extension', () => {
    expect(datasetCategories).toHaveLength(20);
    expect(datasetCategories).toContain('video-card');
  });

  it('keeps id, name, brand and price, and returns null for a row without a name', () => {
    expect(map('cpu', rows.ryzen, 7)).toMatchObject({
      part: { id: 'ds-cpu-7', category: 'cpu', name: 'AMD Ryzen 7 9800X3D', brand: 'AMD' },
      usdPrice: 451.5,
    });
    expect(map('cpu', { ...rows.ryzen, name: null })).toBeNull();
    expect(map('cpu', { ...rows.ryzen, name: '  ' })).toBeNull();
    expect(map('mouse', 'not a row')).toBeNull();
  });

  it('derives socket, memory and threads of processors; older platforms are left out', () => {
    expect(specsOf('cpu', rows.ryzen)).toMatchObject({
      socket: 'AM5',
      memoryTypes: ['DDR5'],
      threads: 16,
      integratedGraphics: 'Radeon',
      // The dataset does not say whether a cooler is in the box: unknown, not "no".
      includesCooler: null,
    });
    expect(specsOf('cpu', rows.raptor)).toMatchObject({ socket: 'LGA1700', memoryTypes: ['DDR4', 'DDR5'], cores: 20, threads: 28 });
    expect(specsOf('cpu', rows.arrow)).toMatchObject({ socket: 'LGA1851', threads: 20, boostClockGhz: 5.5 });
    expect(map('cpu', rows.threadripper)).toBeNull();
    expect(map('cpu', rows.cometLake)).toBeNull();
  });

  it('reads chipset and memory type of motherboards from their names', () => {
    expect(specsOf('motherboard', rows.b650)).toMatchObject({
      socket: 'AM5',
      formFactor: 'ATX',
      chipset: 'B650',
      memoryType: 'DDR5',
      dimmSlots: 4,
      maxMemoryGb: 192,
      memoryFormFactor: 'DIMM',
      // Unknown is not zero: what the row does not give is null.
      m2Slots: null,
      m2SlotSupport: null,
      maxMemorySpeedMts: null,
      epsConnectors: null,
    });
    expect(specsOf('motherboard', rows.b760Ddr4)).toMatchObject({ formFactor: 'Micro ATX', chipset: 'B760', memoryType: 'DDR4' });
    expect(map('motherboard', rows.lga1151)).toBeNull();
    expect(chipsetFromBoardName('Asus ROG STRIX X670E-E GAMING WIFI')).toBe('X670E');
    expect(chipsetFromBoardName('MSI B550M PRO-VDH WIFI')).toBe('B550');
  });

  it('maps memory, and names kits by type, speed and latency', () => {
    const kit = map('memory', rows.ddr5);
    expect(kit?.part.name).toBe('Corsair Vengeance RGB 32 GB DDR5-6000 CL36');
    expect(kit?.part.specs).toEqual({
      type: 'DDR5',
      formFactor: 'DIMM',
      modules: 2,
      moduleSizeGb: 16,
      speedMts: 6000,
      casLatency: 36,
      heightMm: null,
    });
    expect(map('memory', rows.ddr3)).toBeNull();
  });

  it('maps graphics cards with the reference board power, naming the chip when the row does not', () => {
    const pulse = map('video-card', rows.pulse);
    expect(pulse?.part).toMatchObject({ category: 'gpu', name: 'Sapphire PULSE Radeon RX 9060 XT', brand: 'Sapphire' });
    expect(pulse?.part.specs).toMatchObject({ chipset: 'Radeon RX 9060 XT', memoryGb: 16, lengthMm: 240, boardPowerW: 160, g3dMark: 0 });
    expect(pulse?.part.specs).toMatchObject({ slotWidth: null, powerConnectors: null, outputs: null });
    expect(map('video-card', rows.ventus)?.part.name).toBe('MSI GeForce RTX 3060 Ventus 2X 12G');
  });

  it('gives a card its chip maker’s recommended PSU when the reference table knows it, and leaves it out otherwise', () => {
    expect(map('video-card', rows.pulse)?.part.specs).toMatchObject({ recommendedPsuW: 450 });
    expect(map('video-card', rows.ventus)?.part.specs).toMatchObject({ recommendedPsuW: 550 });
    expect(referenceRecommendedPsu('GeForce RTX 4090')).toBe(850);
    expect(referenceRecommendedPsu('Radeon RX 6700')).toBeNull();
  });

  it('maps drives to storage; SAS drives are left out', () => {
    expect(map('internal-hard-drive', rows.nvme)?.part).toMatchObject({
      category: 'storage',
      name: 'Samsung 990 Pro 2 TB',
      specs: { kind: 'ssd', formFactor: 'M.2', interface: 'NVMe', m2Size: '2280', capacityGb: 2000 },
    });
    expect(specsOf('internal-hard-drive', rows.hdd)).toEqual({ kind: 'hdd', formFactor: '3.5"', interface: 'SATA', m2Size: null, capacityGb: 2000 });
    expect(map('internal-hard-drive', rows.sas)).toBeNull();
  });

  it('maps coolers, cases and power supplies', () => {
    expect(specsOf('cpu-cooler', rows.tower)).toMatchObject({ kind: 'air', heightMm: null, radiatorMm: null, sockets: null });
    expect(specsOf('cpu-cooler', rows.aio)).toMatchObject({ kind: 'liquid', heightMm: null, radiatorMm: 360 });
    expect(specsOf('case', rows.midTower)).toMatchObject({ supportedBoards: ['ATX', 'Micro ATX', 'Mini ITX'], bays35: 2, model: null });
    expect(specsOf('case', rows.itx)).toMatchObject({ supportedBoards: ['Mini ITX'], bays35: 0, colour: 'black' });
    expect(specsOf('case', { ...rows.midTower, color: null })).not.toHaveProperty('colour');
    const century = map('power-supply', rows.atxPsu);
    expect(century?.part).toMatchObject({
      category: 'psu',
      name: 'Montech CENTURY II 850 W',
      specs: { wattage: 850, formFactor: 'ATX', efficiency: '80+ Gold', modular: 'full', lengthMm: null, connectors: null },
    });
    expect(specsOf('power-supply', rows.sfx)).toMatchObject({ formFactor: 'SFX', efficiency: '80+ Platinum' });
    expect(map('power-supply', rows.tfx)).toBeNull();
  });

  it('maps fans, monitors, optical drives and operating systems', () => {
    expect(specsOf('case-fan', rows.argbFans)).toEqual({ sizeMm: 120, quantity: 3, argb: true });
    expect(map('case-fan', rows.smallFan)).toBeNull();
    expect(specsOf('monitor', rows.monitor)).toEqual({
      sizeInches: 24,
      resolution: { width: 1920, height: 1080 },
      refreshHz: 165,
      panel: 'IPS',
      inputs: null,
    });
    expect(specsOf('optical-drive', rows.bluRayWriter)).toEqual({ kind: 'Blu-ray', writer: true });
    expect(specsOf('optical-drive', rows.bluRayReader)).toEqual({ kind: 'Blu-ray', writer: false });
    expect(specsOf('optical-drive', rows.dvdWriter)).toEqual({ kind: 'DVD', writer: true });
    expect(specsOf('os', rows.windows)).toEqual({ edition: 'Windows 11 Home' });
  });

  it('files peripherals and odds and ends as accessories', () => {
    expect(map('keyboard', rows.keyboard)?.part).toMatchObject({ category: 'accessory', specs: { kind: 'keyboard', wireless: true } });
    expect(specsOf('mouse', rows.mouse)).toEqual({ kind: 'mouse', wireless: false });
    expect(specsOf('headphones', rows.headphones)).toEqual({ kind: 'headphones', wireless: true });
    expect(map('thermal-paste', rows.paste)?.part).toMatchObject({ name: 'ARCTIC MX-6 (4 g)', specs: { kind: 'thermal-paste' } });
    expect(specsOf('fan-controller', rows.hub)).toEqual({ kind: 'fan-controller', wireless: false });
    expect(map('case-accessory', rows.cardReader)).toMatchObject({
      part: { category: 'accessory', specs: { kind: 'case-accessory' } },
      usdPrice: null,
    });
  });

  it('knows brands of more than one word', () => {
    expect(brandOf('be quiet! Pure Power 12 M')).toBe('be quiet!');
    expect(brandOf('Cooler Master Hyper 212')).toBe('Cooler Master');
    expect(brandOf('NZXT H5 Flow')).toBe('NZXT');
  });
});

describe('caseFinishOf', () => {
  it('names the body’s colour, the first of the dataset’s, in the shop’s words', () => {
    expect(caseFinishOf('Black')).toBe('black');
    expect(caseFinishOf('White / Black')).toBe('white');
    expect(caseFinishOf('Black / Red')).toBe('black');
    expect(caseFinishOf('Silver / Brown')).toBe('silver');
    expect(caseFinishOf('Gray')).toBe('grey');
    expect(caseFinishOf('Gunmetal')).toBe('grey');
    expect(caseFinishOf('Pink / White')).toBe('pink');
  });

  it('leaves a colour the shop has no finish for, or none, unknown rather than black', () => {
    expect(caseFinishOf(null)).toBeNull();
    expect(caseFinishOf('')).toBeNull();
    expect(caseFinishOf('Clear')).toBeNull();
    expect(caseFinishOf('Multicolor')).toBeNull();
    expect(caseFinishOf('Turquoise / Black')).toBeNull();
  });

  it('gives every colour name in the dataset a finish except those few', async () => {
    // Only where the dataset is beside the repository (curate.ts); the cases above need none.
    if (!existsSync(join(defaultPartDatasetDir, 'case.jsonl'))) return;
    const names = new Set<string>();
    for await (const { row } of readDataset(defaultPartDatasetDir, ['case'])) names.add(String((row as { color: unknown }).color ?? ''));
    const unknown = [...names].filter((name) => name && caseFinishOf(name) === null).map((name) => name.split('/')[0]!.trim());
    expect(new Set(unknown)).toEqual(new Set(['Clear', 'Multicolor', 'Camo', 'Turquoise', 'Cyan', 'Beige']));
  });
});

describe('readDataset', () => {
  it('streams each file line by line with the line index, skipping blank lines', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pc-part-dataset-'));
    try {
      await writeFile(join(dir, 'os.jsonl'), `${JSON.stringify(rows.windows)}\n\n${JSON.stringify({ name: null })}\n`);
      await writeFile(join(dir, 'webcam.jsonl'), `${JSON.stringify({ name: 'Logitech C270' })}`);
      const seen = [];
      for await (const entry of readDataset(dir, ['os', 'webcam'])) seen.push({ file: entry.file, index: entry.index });
      expect(seen).toEqual([
        { file: 'os', index: 0 },
        { file: 'os', index: 2 },
        { file: 'webcam', index: 0 },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
