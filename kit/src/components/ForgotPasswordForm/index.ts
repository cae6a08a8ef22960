export { ForgotPasswordForm, type ForgotPasswordFormProps, type ForgotPasswordFormValues } from './ForgotPasswordForm';
