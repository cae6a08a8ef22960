export { ChangePasswordForm, type ChangePasswordFormProps, type ChangePasswordFormValues } from './ChangePasswordForm';
