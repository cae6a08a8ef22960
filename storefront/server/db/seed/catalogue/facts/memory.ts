/**
 * Memory kits: type, modules, speed and CAS latency come from the dataset (`where`
 * picks the speed and colour of kits that share a name). Height is the module with its
 * heat spreader, from the maker's page; it matters under large air coolers.
 */
import { factsOf } from './types';

const kit = factsOf('memory', 'memory');
const at = (mts: number, cas: number, color = 'Black') => ({ where: { speed: [mts > 4000 ? 5 : 4, mts], cas_latency: cas, color } });

export const memory = [
  // DDR4
  kit('memory-teamgroup-t-force-vulcan-z-16gb-3200', 'TEAMGROUP T-Force Vulcan Z 16 GB', { heightMm: 32 }, at(3200, 16)),
  kit('memory-corsair-vengeance-lpx-16gb-3200', 'Corsair Vengeance LPX 16 GB', { heightMm: 34 }, at(3200, 16, 'Black / Yellow')),
  kit('memory-gskill-ripjaws-v-16gb-3600', 'G.Skill Ripjaws V 16 GB', { heightMm: 42 }, at(3600, 16)),
  kit('memory-corsair-vengeance-lpx-32gb-3600', 'Corsair Vengeance LPX 32 GB', { heightMm: 34 }, at(3600, 18, 'Black / Yellow')),
  kit('memory-gskill-ripjaws-v-32gb-3200', 'G.Skill Ripjaws V 32 GB', { heightMm: 42 }, at(3200, 16)),
  kit('memory-corsair-vengeance-rgb-pro-32gb-3600', 'Corsair Vengeance RGB Pro 32 GB', { heightMm: 51 }, at(3600, 18)),
  kit('memory-corsair-vengeance-lpx-64gb-3200', 'Corsair Vengeance LPX 64 GB', { heightMm: 34 }, at(3200, 16, 'Black / Yellow')),
  // DDR5
  kit('memory-crucial-classic-16gb-5600', 'Crucial Classic 16 GB', { heightMm: 31 }, at(5600, 46)),
  kit('memory-kingston-fury-beast-16gb-5200', 'Kingston FURY Beast 16 GB', { heightMm: 35 }, at(5200, 40)),
  kit('memory-crucial-pro-32gb-5600', 'Crucial Pro 32 GB', { heightMm: 35 }, at(5600, 46)),
  kit('memory-gskill-flare-x5-32gb-6000-cl36', 'G.Skill Flare X5 32 GB', { heightMm: 33 }, at(6000, 36)),
  kit('memory-crucial-pro-overclocking-32gb-6000', 'Crucial Pro Overclocking 32 GB', { heightMm: 36 }, at(6000, 36)),
  kit('memory-corsair-vengeance-32gb-6000-cl30', 'Corsair Vengeance 32 GB', { heightMm: 35 }, at(6000, 30, 'Black / Gray')),
  kit('memory-corsair-vengeance-rgb-32gb-6000-cl36', 'Corsair Vengeance RGB 32 GB', { heightMm: 44 }, at(6000, 36)),
  kit('memory-teamgroup-t-create-expert-32gb-6000', 'TEAMGROUP T-Create Expert 32 GB', { heightMm: 32 }, at(6000, 30)),
  kit('memory-kingston-fury-beast-32gb-6000', 'Kingston FURY Beast 32 GB', { heightMm: 35 }, at(6000, 30)),
  kit('memory-gskill-trident-z5-neo-rgb-32gb-6000', 'G.Skill Trident Z5 Neo RGB 32 GB', { heightMm: 44 }, at(6000, 30)),
  kit('memory-teamgroup-t-force-delta-rgb-32gb-6000-white', 'TEAMGROUP T-Force Delta RGB 32 GB', { heightMm: 46 }, at(6000, 30, 'White')),
  kit('memory-kingston-fury-beast-rgb-32gb-6000', 'Kingston FURY Beast RGB 32 GB', { heightMm: 42 }, at(6000, 30)),
  kit('memory-crucial-pro-64gb-5600', 'Crucial Pro 64 GB', { heightMm: 35 }, at(5600, 46)),
  kit('memory-gskill-flare-x5-64gb-6000', 'G.Skill Flare X5 64 GB', { heightMm: 33 }, at(6000, 30)),
  kit('memory-corsair-vengeance-rgb-64gb-6000', 'Corsair Vengeance RGB 64 GB', { heightMm: 44 }, at(6000, 30)),
  kit('memory-gskill-trident-z5-rgb-64gb-6400', 'G.Skill Trident Z5 RGB 64 GB', { heightMm: 44 }, at(6400, 32, 'Black / Silver')),
  kit(
    'memory-corsair-dominator-titanium-64gb-6600-white',
    'Corsair Dominator Titanium 64 GB',
    { heightMm: 56 },
    {
      ...at(6600, 32, 'White'),
      offer: { stock: 0 },
    },
  ),
];
