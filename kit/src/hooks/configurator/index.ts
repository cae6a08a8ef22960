// Configurator hooks (issue #4): the customiser's build, drafts and saved builds.
export {};
