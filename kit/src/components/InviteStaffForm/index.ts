export { InviteStaffForm, type InviteStaffFormProps } from './InviteStaffForm';
