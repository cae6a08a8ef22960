// Cart, checkout and order components (issue #6), exported from the kit's main entry.
export {};
