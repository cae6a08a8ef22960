// SWR imports `use-sync-external-store/shim`, a fallback for React before 18 that ships its own
// implementation beside React's. The shop runs React 19, whose built-in hook the shim would
// call anyway, so the browser build resolves the shim to React's hook (0.3 KB gz of every page).
export { useSyncExternalStore } from 'react';
