export { RegisterForm, type RegisterFormProps, type RegisterFormValues } from './RegisterForm';
