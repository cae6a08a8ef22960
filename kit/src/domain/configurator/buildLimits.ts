import { z } from 'zod';
import { validationMessages } from '../account/validation';

/**
 * The limits of a custom build (issue #4) that the customiser's forms and the server's
 * `pc_build` calls share, so a name or an amount the form accepts is one the server saves.
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

/**
 * A build's name as the save-draft form takes it: trimmed, at most
 * `PC_BUILD_NAME_MAX_LENGTH` characters ('Name is too long'). Empty is allowed: the build is
 * then saved as 'My custom pc' (SPEC §3), in the storefront's language.
 */
export const pcBuildNameSchema = z.string().trim().max(PC_BUILD_NAME_MAX_LENGTH, validationMessages.nameTooLong);

/** A new name for a saved build (rename): the same, but required ('This is a required field'). */
export const pcBuildRenameSchema = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(PC_BUILD_NAME_MAX_LENGTH, validationMessages.nameTooLong);
