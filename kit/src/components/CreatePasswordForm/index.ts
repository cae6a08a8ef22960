export { CreatePasswordForm, type CreatePasswordFormProps, type CreatePasswordFormValues } from './CreatePasswordForm';
