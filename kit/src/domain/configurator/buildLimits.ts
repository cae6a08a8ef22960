/**
 * The limits of a custom build that the customiser's forms and the server's
 * `pc_build` calls share, so a name or an amount the form accepts is one the server saves.
 * The name's zod schemas are in `buildNameSchemas.ts`, so these numbers do not bring zod along.
 */

/**
 * SPEC §5 "Name is too long": a build's name over this many characters. Long enough for
 * "Ada's 1440p streaming rig with the white case", short enough for a saved-build card.
 */
export const PC_BUILD_NAME_MAX_LENGTH = 80;

/** The most of one part a build takes (memory kits, drives, fan packs): more is a slip, not a PC. */
export const PC_BUILD_MAX_AMOUNT = 8;

/** The most different parts one build lists; a full build with every extra has about 15. */
export const PC_BUILD_MAX_COMPONENTS = 32;
