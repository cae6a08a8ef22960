/**
 * Processors: socket, cores, clocks, TDP and integrated graphics come from the dataset;
 * the L3 cache and whether a cooler is in the box ("PIB") from AMD's and Intel's
 * specifications. AMD names the graphics of Ryzen 7000/9000 "AMD Radeon Graphics" (the
 * dataset says "Radeon"), Intel those of Core Ultra 200S "Intel Graphics".
 *
 * `peakPowerW` of Intel parts is ARK's "Maximum Turbo Power" (PL2); AMD parts leave it out,
 * the engine derives their PPT (1.35 × TDP) from the TDP (kit/src/domain/compat/power.ts).
 */
import { factsOf } from './types';

const cpu = factsOf('cpu', 'cpu');
const boxed = { includesCooler: true };
const radeon = { integratedGraphics: 'AMD Radeon Graphics' };

export const cpus = [
  // AM4, DDR4
  cpu('cpu-amd-ryzen-5-5500', 'AMD Ryzen 5 5500', { ...boxed, l3CacheMb: 16 }),
  cpu('cpu-amd-ryzen-5-5600', 'AMD Ryzen 5 5600', { ...boxed, l3CacheMb: 32 }),
  cpu('cpu-amd-ryzen-5-5600g', 'AMD Ryzen 5 5600G', { ...boxed, l3CacheMb: 16 }),
  cpu('cpu-amd-ryzen-7-5700g', 'AMD Ryzen 7 5700G', { ...boxed, l3CacheMb: 16 }),
  cpu('cpu-amd-ryzen-7-5700x', 'AMD Ryzen 7 5700X', { includesCooler: false, l3CacheMb: 32 }),
  cpu('cpu-amd-ryzen-7-5700x3d', 'AMD Ryzen 7 5700X3D', { includesCooler: false, l3CacheMb: 96 }),
  // Discontinued by AMD; the dataset's $704.86 is a collector's price.
  cpu('cpu-amd-ryzen-7-5800x3d', 'AMD Ryzen 7 5800X3D', { includesCooler: false, l3CacheMb: 96 }, { usd: 329.99, offer: { status: 'discontinued' } }),
  cpu('cpu-amd-ryzen-9-5900x', 'AMD Ryzen 9 5900X', { includesCooler: false, l3CacheMb: 64 }),
  cpu('cpu-amd-ryzen-9-5950x', 'AMD Ryzen 9 5950X', { includesCooler: false, l3CacheMb: 64 }),
  // AM5, DDR5
  cpu('cpu-amd-ryzen-5-7600', 'AMD Ryzen 5 7600', { l3CacheMb: 32, ...boxed, ...radeon }),
  cpu('cpu-amd-ryzen-5-7600x', 'AMD Ryzen 5 7600X', { includesCooler: false, ...radeon, l3CacheMb: 32 }),
  cpu('cpu-amd-ryzen-7-7700', 'AMD Ryzen 7 7700', { l3CacheMb: 32, ...boxed, ...radeon }),
  cpu('cpu-amd-ryzen-7-7800x3d', 'AMD Ryzen 7 7800X3D', { includesCooler: false, ...radeon, l3CacheMb: 96 }),
  cpu('cpu-amd-ryzen-9-7900x', 'AMD Ryzen 9 7900X', { includesCooler: false, ...radeon, l3CacheMb: 64 }),
  cpu('cpu-amd-ryzen-9-7950x', 'AMD Ryzen 9 7950X', { includesCooler: false, ...radeon, l3CacheMb: 64 }),
  // Phoenix APUs have fewer CPU lanes than Raphael: 20 usable, 14 on the 8500G.
  cpu('cpu-amd-ryzen-5-8500g', 'AMD Ryzen 5 8500G', { l3CacheMb: 16, ...boxed, pcieLanes: 14 }),
  cpu('cpu-amd-ryzen-5-8600g', 'AMD Ryzen 5 8600G', { l3CacheMb: 16, ...boxed, pcieLanes: 20 }),
  cpu('cpu-amd-ryzen-5-9600x', 'AMD Ryzen 5 9600X', { includesCooler: false, ...radeon, l3CacheMb: 32 }),
  cpu('cpu-amd-ryzen-7-9700x', 'AMD Ryzen 7 9700X', { includesCooler: false, ...radeon, l3CacheMb: 32 }),
  cpu('cpu-amd-ryzen-7-9800x3d', 'AMD Ryzen 7 9800X3D', { includesCooler: false, ...radeon, l3CacheMb: 96 }),
  cpu('cpu-amd-ryzen-9-9900x', 'AMD Ryzen 9 9900X', { includesCooler: false, ...radeon, l3CacheMb: 64 }),
  cpu('cpu-amd-ryzen-9-9950x', 'AMD Ryzen 9 9950X', { includesCooler: false, ...radeon, l3CacheMb: 64 }),
  cpu('cpu-amd-ryzen-9-9950x3d', 'AMD Ryzen 9 9950X3D', { includesCooler: false, ...radeon, l3CacheMb: 128 }),
  // LGA1700, DDR4 or DDR5
  cpu('cpu-intel-core-i3-14100', 'Intel Core i3-14100', { ...boxed, l3CacheMb: 12, peakPowerW: 110 }),
  cpu('cpu-intel-core-i5-12400f', 'Intel Core i5-12400F', { ...boxed, l3CacheMb: 18, peakPowerW: 117 }),
  cpu('cpu-intel-core-i5-13400f', 'Intel Core i5-13400F', { ...boxed, l3CacheMb: 20, peakPowerW: 148 }),
  cpu('cpu-intel-core-i5-14400', 'Intel Core i5-14400', { ...boxed, l3CacheMb: 20, peakPowerW: 148 }),
  cpu('cpu-intel-core-i5-14400f', 'Intel Core i5-14400F', { ...boxed, l3CacheMb: 20, peakPowerW: 148 }),
  cpu('cpu-intel-core-i5-14600k', 'Intel Core i5-14600K', { includesCooler: false, l3CacheMb: 24, peakPowerW: 181 }),
  cpu('cpu-intel-core-i5-14600kf', 'Intel Core i5-14600KF', { includesCooler: false, l3CacheMb: 24, peakPowerW: 181 }),
  cpu('cpu-intel-core-i7-14700k', 'Intel Core i7-14700K', { includesCooler: false, l3CacheMb: 33, peakPowerW: 253 }),
  cpu('cpu-intel-core-i9-14900k', 'Intel Core i9-14900K', { includesCooler: false, l3CacheMb: 36, peakPowerW: 253 }),
  // LGA1851, DDR5
  cpu('cpu-intel-core-ultra-5-225', 'Intel Core Ultra 5 225', { l3CacheMb: 20, ...boxed, integratedGraphics: 'Intel Graphics', peakPowerW: 121 }),
  cpu('cpu-intel-core-ultra-5-245k', 'Intel Core Ultra 5 245K', {
    includesCooler: false,
    l3CacheMb: 24,
    integratedGraphics: 'Intel Graphics',
    peakPowerW: 159,
  }),
  cpu('cpu-intel-core-ultra-7-265k', 'Intel Core Ultra 7 265K', {
    includesCooler: false,
    l3CacheMb: 30,
    integratedGraphics: 'Intel Graphics',
    peakPowerW: 250,
  }),
  cpu('cpu-intel-core-ultra-7-265kf', 'Intel Core Ultra 7 265KF', { includesCooler: false, l3CacheMb: 30, peakPowerW: 250 }),
  cpu('cpu-intel-core-ultra-9-285k', 'Intel Core Ultra 9 285K', {
    includesCooler: false,
    l3CacheMb: 36,
    integratedGraphics: 'Intel Graphics',
    peakPowerW: 250,
  }),
];
