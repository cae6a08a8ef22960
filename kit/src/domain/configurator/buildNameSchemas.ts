import { z } from 'zod';
import { validationMessages } from '../account/validationMessages';
import { PC_BUILD_NAME_MAX_LENGTH } from './buildLimits';

/**
 * A build's name as the save-draft form takes it: trimmed, at most
 * `PC_BUILD_NAME_MAX_LENGTH` characters ('Name is too long'). Empty is allowed: the build is
 * then saved as 'My custom pc' (SPEC §3), in the storefront's language.
 */
export const pcBuildNameSchema = /* @__PURE__ */ z.string().trim().max(PC_BUILD_NAME_MAX_LENGTH, validationMessages.nameTooLong);

/** A new name for a saved build (rename): the same, but required ('This is a required field'). */
export const pcBuildRenameSchema = /* @__PURE__ */ z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(PC_BUILD_NAME_MAX_LENGTH, validationMessages.nameTooLong);
