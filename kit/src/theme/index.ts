export { vars, type ThemeTokens } from './contract.css';
export { kitLayer } from './layer.css';
export { visuallyHiddenRule } from './recipes';
