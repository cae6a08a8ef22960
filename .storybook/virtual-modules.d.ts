declare module 'virtual:kit-source-facts' {
  const sources: import('./componentFacts').SourceFacts;
  export default sources;
}
