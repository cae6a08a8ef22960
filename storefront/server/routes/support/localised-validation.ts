import { isSupportValidationMessageId, supportValidationMessageValues } from '@rigsmith/kit/domain';
import { localisedValidationFor } from '../localised-validation';

/** The contact schema's own message ids (`support.validation.*`) in the storefront's language. */
export const localisedValidation = localisedValidationFor(isSupportValidationMessageId, supportValidationMessageValues);
