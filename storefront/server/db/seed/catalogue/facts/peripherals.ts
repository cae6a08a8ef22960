/**
 * Optical drives, operating systems and accessories: the dataset states all the rules
 * need, bar speakers' Bluetooth (it lists no wireless field for speakers).
 */
import { factsOf } from './types';

const drive = factsOf('optical-drive', 'optical-drive');
const os = factsOf('os', 'os');
const keyboard = factsOf('accessory', 'keyboard');
const mouse = factsOf('accessory', 'mouse');
const headphones = factsOf('accessory', 'headphones');
const speakers = factsOf('accessory', 'speakers');
const webcam = factsOf('accessory', 'webcam');
const paste = factsOf('accessory', 'thermal-paste');
const fanHub = factsOf('accessory', 'fan-controller');
const black = { where: { color: 'Black' } };

export const opticalDrives = [
  drive('optical-drive-lg-gh24nsc0', 'LG GH24NSC0'),
  drive('optical-drive-asus-drw-24b1st', 'Asus DRW-24B1ST/BLK/B/AS'),
  drive('optical-drive-pioneer-bdc-207dbk', 'Pioneer BDC-207DBK'),
  drive('optical-drive-lg-wh16ns40', 'LG WH16NS40'),
];

export const operatingSystems = [
  os('os-microsoft-windows-11-home', 'Microsoft Windows 11 Home OEM - DVD 64-bit'),
  os('os-microsoft-windows-11-pro', 'Microsoft Windows 11 Pro OEM - DVD 64-bit'),
  // Microsoft ended support for Windows 10 in October 2025: kept for old orders only.
  os('os-microsoft-windows-10-pro', 'Microsoft Windows 10 Pro OEM - DVD 64-bit', {}, { offer: { status: 'archived', stock: 0 } }),
];

export const accessories = [
  keyboard('accessory-logitech-k120', 'Logitech K120'),
  keyboard('accessory-hp-hyperx-alloy-core', 'HP HyperX Alloy Core'),
  keyboard('accessory-steelseries-apex-3-tkl-rgb', 'SteelSeries Apex 3 TKL RGB'),
  keyboard('accessory-rk-royal-kludge-rk61', 'RK Royal Kludge RK61', {}, { ...black, brand: 'Royal Kludge' }),
  keyboard('accessory-razer-huntsman-mini', 'Razer Huntsman Mini', {}, black),
  keyboard('accessory-corsair-k70-rgb-pro', 'Corsair K70 RGB PRO'),
  mouse('accessory-razer-deathadder-essential', 'Razer DeathAdder Essential'),
  mouse('accessory-logitech-g305-lightspeed', 'Logitech G305 LIGHTSPEED', {}, black),
  mouse('accessory-razer-basilisk-v3', 'Razer Basilisk V3'),
  mouse('accessory-logitech-g502-hero', 'Logitech G502 Hero'),
  mouse('accessory-razer-viper-v3-pro', 'Razer Viper V3 Pro', {}, { offer: { stock: 0 } }),
  mouse('accessory-logitech-pro-x-superlight-2', 'Logitech PRO X Superlight 2', {}, black),
  headphones('accessory-razer-blackshark-v2-x', 'Razer BlackShark V2 X'),
  headphones('accessory-logitech-g435', 'Logitech G435'),
  headphones('accessory-hp-hyperx-cloud-ii', 'HP HyperX Cloud II'),
  headphones('accessory-beyerdynamic-dt-770-pro', 'Beyerdynamic DT 770 PRO'),
  headphones('accessory-steelseries-arctis-nova-pro-wireless', 'SteelSeries Arctis Nova Pro Wireless for PC, PS5, and PS4'),
  speakers('accessory-creative-pebble-2-0', 'Creative Labs Pebble 2.0', {}, black),
  speakers('accessory-logitech-z207', 'Logitech Z207 (Black)', { wireless: true }),
  speakers('accessory-razer-leviathan-v2-x', 'Razer Leviathan V2 X', { wireless: true }),
  speakers('accessory-edifier-mr4', 'Edifier MR4', {}, black),
  speakers('accessory-logitech-z623', 'Logitech Z623'),
  webcam('accessory-logitech-c920s-hd-pro', 'Logitech C920s HD Pro'),
  webcam('accessory-razer-kiyo-x', 'Razer Kiyo X'),
  webcam('accessory-logitech-brio-ultra-hd-pro', 'Logitech BRIO Ultra HD Pro'),
  webcam('accessory-elgato-facecam-pro', 'Elgato Facecam Pro'),
  paste('accessory-arctic-mx-6-4g', 'ARCTIC MX-6', {}, { where: { amount: 4 } }),
  paste('accessory-noctua-nt-h2-3-5g', 'Noctua NT-H2'),
  paste('accessory-thermal-grizzly-kryonaut-1g', 'Thermal Grizzly Kryonaut'),
  paste('accessory-arctic-silver-5-3-5g', 'Arctic Silver 5 High-Density Polysynthetic Silver'),
  fanHub('accessory-arctic-case-fan-hub', 'ARCTIC Case Fan Hub'),
  fanHub('accessory-noctua-na-fh1', 'Noctua NA-FH1'),
];
