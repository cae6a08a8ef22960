export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { CreatePasswordScreen } from './CreatePasswordScreen';
export { ProfileScreen, addressesInOrder } from './ProfileScreen';
export { OrdersScreen } from './OrdersScreen';
export { SavedBuildsScreen } from './SavedBuildsScreen';
export { AccountShell, accountTabs, type AccountTabId } from './AccountShell';
