import { globalLayer } from '@vanilla-extract/css';

/** Every kit style sits in this cascade layer (a stable name apps can order), so any unlayered app CSS overrides it. */
export const kitLayer = globalLayer('rigsmith-kit');
