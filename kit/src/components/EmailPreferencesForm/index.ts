export { EmailPreferencesForm, type EmailPreferencesFormProps, type EmailPreferences } from './EmailPreferencesForm';
