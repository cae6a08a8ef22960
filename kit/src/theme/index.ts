export { vars, type ThemeTokens } from './contract.css';
export { kitLayer } from './layer.css';
export { visuallyHiddenRule, inputRule, focusRingRule } from './recipes';
export { PHONE_MAX_WIDTH, phoneMedia, widerThanPhoneMedia, phoneContainer } from './breakpoints';
