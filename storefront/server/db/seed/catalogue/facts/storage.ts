/** Drives: everything the rules need (kind, form factor, interface, capacity) is in the dataset. */
import { factsOf } from './types';

const drive = factsOf('storage', 'internal-hard-drive');
const gb = (capacity: number, more: Record<string, unknown> = {}) => ({ where: { capacity, ...more } });

export const storage = [
  // M.2 NVMe
  drive('storage-crucial-p3-plus-500gb', 'Crucial P3 Plus', {}, gb(500)),
  drive('storage-crucial-p3-plus-1tb', 'Crucial P3 Plus', {}, gb(1000)),
  drive('storage-crucial-p3-plus-2tb', 'Crucial P3 Plus', {}, gb(2000)),
  drive('storage-kingston-nv3-1tb', 'Kingston NV3', {}, gb(1000)),
  drive('storage-kingston-nv3-2tb', 'Kingston NV3', {}, gb(2000)),
  drive('storage-wd-blue-sn5000-1tb', 'Western Digital WD Blue SN5000', {}, gb(1000)),
  drive('storage-crucial-p310-1tb', 'Crucial P310', {}, gb(1000, { form_factor: 'M.2-2280' })),
  drive('storage-wd-black-sn7100-1tb', 'Western Digital WD_BLACK SN7100', {}, gb(1000)),
  drive('storage-wd-black-sn7100-2tb', 'Western Digital WD_BLACK SN7100', {}, gb(2000)),
  drive('storage-samsung-990-evo-plus-1tb', 'Samsung 990 EVO Plus', {}, gb(1000)),
  drive('storage-samsung-990-evo-plus-2tb', 'Samsung 990 EVO Plus', {}, gb(2000)),
  drive('storage-samsung-990-pro-1tb', 'Samsung 990 Pro', {}, gb(1000)),
  drive('storage-samsung-990-pro-2tb', 'Samsung 990 Pro', {}, gb(2000)),
  drive('storage-samsung-990-pro-4tb', 'Samsung 990 Pro', {}, gb(4000)),
  drive('storage-wd-black-sn850x-1tb', 'Western Digital WD_Black SN850X', {}, gb(1000)),
  drive('storage-wd-black-sn850x-2tb', 'Western Digital WD_Black SN850X', {}, gb(2000)),
  drive('storage-wd-black-sn850x-4tb', 'Western Digital WD_Black SN850X', {}, gb(4000)),
  drive('storage-crucial-t705-2tb', 'Crucial T705', {}, gb(2000)),
  drive('storage-samsung-9100-pro-2tb', 'Samsung 9100 PRO', {}, gb(2000)),
  drive('storage-samsung-9100-pro-4tb', 'Samsung 9100 PRO', {}, { ...gb(4000), offer: { stock: 0 } }),
  // 2.5" SATA
  drive('storage-samsung-870-evo-500gb', 'Samsung 870 Evo', {}, gb(500)),
  drive('storage-samsung-870-evo-1tb', 'Samsung 870 Evo', {}, gb(1000)),
  drive('storage-samsung-870-evo-2tb', 'Samsung 870 Evo', {}, gb(2000)),
  drive('storage-crucial-bx500-1tb', 'Crucial BX500', {}, gb(1000)),
  // 3.5" SATA hard drives
  drive('storage-western-digital-blue-2tb', 'Western Digital Blue', {}, gb(2000, { form_factor: 3.5 })),
  drive('storage-seagate-barracuda-compute-2tb', 'Seagate Barracuda Compute', {}, gb(2000)),
  drive('storage-seagate-barracuda-4tb', 'Seagate BarraCuda', {}, gb(4000, { form_factor: 3.5 })),
  drive('storage-seagate-barracuda-compute-8tb', 'Seagate Barracuda Compute', {}, gb(8000)),
  drive('storage-seagate-ironwolf-pro-24tb', 'Seagate IronWolf Pro', {}, gb(24000)),
];
