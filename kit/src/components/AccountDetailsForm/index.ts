export { AccountDetailsForm, type AccountDetailsFormProps } from './AccountDetailsForm';
