// Configurator components (issue #4), exported from the kit's main entry.
export {};
