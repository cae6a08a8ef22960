/** SPEC §2/§9: the full-screen loader hides about 500 ms after mount, once start-up data is in. */
export const LOADER_MIN_VISIBLE_MS = 500;
