import type { z } from 'zod';
import { registerSchema } from '../domain';
import type { FormSubmitOptions } from './useLoginForm';
import { useForm } from './useForm';

/** What a registration form submits: the body of POST account/register/. */
export type RegisterFormValues = z.output<typeof registerSchema>;

export type UseRegisterFormOptions = FormSubmitOptions<RegisterFormValues> & {
  /** "Registration email sent" (SPEC §8), once the server accepted the form. */
  successMessage?: string;
  /** Values the fields start with, e.g. the email typed at checkout. */
  defaultValues?: Partial<{ email: string; terms_accepted: boolean; promotions_opt_in: boolean }>;
};

const registerFields = ['email', 'terms_accepted', 'promotions_opt_in'] as const;

/**
 * Registration without markup (SPEC §2, §3 "Registration"): `email`, the `terms_accepted` box
 * (required, SPEC §5) and the optional `promotions_opt_in`, checked with the shared
 * `registerSchema`. What the kit's `RegisterForm` is built on.
 */
export function useRegisterForm({ onSubmit, isSubmitting, serverError, successMessage, defaultValues }: UseRegisterFormOptions) {
  return useForm({
    initialValues: { email: '', terms_accepted: false, promotions_opt_in: false, ...defaultValues },
    schema: registerSchema,
    fields: registerFields,
    required: ['email', 'terms_accepted'],
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
  });
}
