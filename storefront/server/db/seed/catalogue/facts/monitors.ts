/**
 * Monitors: size, resolution, refresh rate and panel come from the dataset; the inputs
 * from the maker (VGA is left out: no graphics card the shop sells drives it).
 */
import type { VideoOutput } from '@rigsmith/kit/domain';
import { factsOf } from './types';

const monitor = factsOf('monitor', 'monitor');
const inputs = (...list: VideoOutput[]) => ({ inputs: list });
const hdmiDp = inputs('HDMI', 'DisplayPort');

export const monitors = [
  // HDMI and VGA only: an office screen, a reminder that DisplayPort is not universal.
  monitor('monitor-samsung-c24f390', 'Samsung C24F390', inputs('HDMI')),
  monitor('monitor-lg-24mr400-b', 'LG 24MR400-B', inputs('HDMI')),
  monitor('monitor-koorui-24e3', 'KOORUI 24E3', hdmiDp),
  monitor('monitor-msi-g255f', 'MSI G255F', hdmiDp),
  monitor('monitor-aoc-c27g2z', 'AOC C27G2Z', hdmiDp),
  monitor('monitor-asus-tuf-gaming-vg279qm', 'Asus TUF Gaming VG279QM', hdmiDp),
  monitor('monitor-msi-mag-275qf', 'MSI MAG 275QF', hdmiDp),
  monitor('monitor-asus-tuf-gaming-vg27aq', 'Asus TUF Gaming VG27AQ', hdmiDp),
  monitor('monitor-lg-ultragear-27gr75q-b', 'LG UltraGear 27GR75Q-B', hdmiDp),
  monitor('monitor-gigabyte-m27q', 'Gigabyte M27Q', inputs('HDMI', 'DisplayPort', 'USB-C')),
  monitor('monitor-samsung-odyssey-g60sd', 'Samsung Odyssey G60SD', hdmiDp),
  monitor('monitor-dell-alienware-aw3423dwf', 'Dell Alienware AW3423DWF', hdmiDp),
  monitor('monitor-benq-xl2586x-plus', 'BenQ XL2586X+', hdmiDp),
  monitor('monitor-lg-ultragear-32gs95ue-b', 'LG UltraGear 32GS95UE-B', hdmiDp),
  monitor('monitor-dell-alienware-aw3225qf', 'Dell Alienware AW3225QF', hdmiDp),
  monitor('monitor-asus-rog-swift-oled-pg32ucdm', 'Asus ROG Swift OLED PG32UCDM', inputs('HDMI', 'DisplayPort', 'USB-C'), { offer: { stock: 0 } }),
];
