import type { z } from 'zod';
import { loginSchema } from '../domain';
import { useForm, type FormServerError } from './useForm';

/** What a sign-in form submits: the body of POST api/auth/login/. */
export type LoginFormValues = z.output<typeof loginSchema>;

/** The options every headless form hook takes about its submission. */
export type FormSubmitOptions<Out> = {
  /** Called with the values the shared schema parsed (trimmed, email lower-cased, phone normalised), never with invalid ones. */
  onSubmit: (values: Out) => void | Promise<void>;
  /** The submission is under way: a second submit is ignored. @default false */
  isSubmitting?: boolean;
  /** The server's refusal; what was typed is kept. */
  serverError?: FormServerError | null;
};

export type UseLoginFormOptions = FormSubmitOptions<LoginFormValues> & {
  /** Values the fields start with, e.g. the email just registered. */
  defaultValues?: Partial<LoginFormValues>;
};

const loginFields = ['email', 'password', 'remember_me'] as const;

/**
 * Sign in without markup (SPEC §2 "Login: remember me, forgot password"): `email`,
 * `password` and the `remember_me` box, checked with the shared `loginSchema` (the password is
 * only required here, its rules are not hinted). What the kit's `LoginForm` is built on.
 */
export function useLoginForm({ onSubmit, isSubmitting, serverError, defaultValues }: UseLoginFormOptions) {
  return useForm({
    initialValues: { email: '', password: '', remember_me: false, ...defaultValues },
    schema: loginSchema,
    fields: loginFields,
    required: ['email', 'password'],
    onSubmit,
    isSubmitting,
    serverError,
  });
}
