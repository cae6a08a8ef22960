/**
 * Case fans (size and pack size from the dataset; be quiet! does not put "ARGB" in the
 * Light Wings name) and lighting. The dataset has no lighting category: these are its
 * LED and ARGB controllers, filed under case accessories and fan controllers.
 * `argbHeaders` counts the motherboard ARGB headers a product needs; USB-driven
 * controllers need none.
 */
import { factsOf } from './types';

const fan = factsOf('case-fan', 'case-fan');
const accessoryLight = factsOf('lighting', 'case-accessory');
const controllerLight = factsOf('lighting', 'fan-controller');

export const caseFans = [
  fan('case-fan-arctic-p12-pwm-pst', 'ARCTIC P12 PWM PST'),
  fan('case-fan-arctic-p12-pst-5-pack', 'ARCTIC P12 PST 5-Pack'),
  fan('case-fan-arctic-p12-pst-a-rgb-0db-3-pack', 'ARCTIC P12 PST A-RGB 0dB 3-Pack'),
  fan('case-fan-arctic-p14-pst', 'ARCTIC P14 PST'),
  fan('case-fan-corsair-rs120-argb', 'Corsair RS120 ARGB', {}, { where: { color: 'Black' } }),
  fan('case-fan-corsair-rs120-3-pack', 'Corsair RS120 3-Pack'),
  fan('case-fan-corsair-rs120-argb-3-pack', 'Corsair RS120 ARGB 3-Pack', {}, { where: { color: 'Black' } }),
  fan('case-fan-noctua-nf-a12x25-pwm-chromax-black-swap', 'Noctua NF-A12x25 PWM chromax.black.swap'),
  fan('case-fan-noctua-a14-pwm-chromax-black-swap', 'Noctua A14 PWM chromax.black.swap'),
  fan('case-fan-be-quiet-silent-wings-pro-4-140', 'be quiet! Silent Wings Pro 4', {}, { where: { size: 140 } }),
  fan(
    'case-fan-be-quiet-light-wings-pwm-high-speed-140-3-pack',
    'be quiet! Light Wings PWM high-speed 3-Pack',
    { argb: true },
    { where: { size: 140 } },
  ),
  fan('case-fan-lian-li-uni-fan-sl-infinity-3-pack', 'Lian Li Uni Fan SL-Infinity 3-Pack', { argb: true }, { where: { color: 'Black' } }),
];

export const lighting = [
  accessoryLight('lighting-nzxt-hue-2-rgb-lighting-kit', 'NZXT HUE 2 RGB Lighting Kit', { kind: 'strip', argbHeaders: 0 }, { usd: 39.99 }),
  controllerLight('lighting-nzxt-rgb-and-fan-controller-2022', 'NZXT RGB & Fan Controller (2022)', { kind: 'controller', argbHeaders: 0 }),
  controllerLight(
    'lighting-razer-chroma-argb-controller',
    'Razer RZ34-02140700-R3M1',
    { kind: 'controller', argbHeaders: 0 },
    {
      name: 'Razer Chroma ARGB Controller (RZ34-02140700-R3M1)',
    },
  ),
  controllerLight(
    'lighting-thermalright-tl-fan-and-argb-hub-x8',
    'Thermalright TL-FAN and ARGB HUB x8',
    { kind: 'controller', argbHeaders: 1 },
    { usd: 12.99 },
  ),
  controllerLight('lighting-ezdiy-fab-argb-and-pwm-fan-hub-16p', 'EZDIY-FAB US-12V 5V fan hub-16P', { kind: 'controller', argbHeaders: 1 }),
  controllerLight(
    'lighting-lian-li-uni-hub-sl-controller',
    'Lian Li UNI HUB – SL Controller',
    { kind: 'controller', argbHeaders: 1 },
    { usd: 29.99 },
  ),
];
