/** Every curated part, in the order the catalogue lists them. */
import { cases } from './cases';
import { coolers } from './coolers';
import { cpus } from './cpus';
import { caseFans, lighting } from './fans-lighting';
import { gpus } from './gpus';
import { memory } from './memory';
import { monitors } from './monitors';
import { motherboards } from './motherboards';
import { accessories, opticalDrives, operatingSystems } from './peripherals';
import { psus } from './psus';
import { storage } from './storage';
import type { PartFact } from './types';

export const partFacts: PartFact[] = [
  ...cpus,
  ...motherboards,
  ...memory,
  ...gpus,
  ...storage,
  ...coolers,
  ...cases,
  ...psus,
  ...caseFans,
  ...lighting,
  ...monitors,
  ...opticalDrives,
  ...operatingSystems,
  ...accessories,
];

export { buildFacts } from './builds';
