// DocSearch's stylesheets, imported as text by the lazy modal chunk (so they never weigh on first load).
declare module '@docsearch/css/dist/_variables.css' {
  const css: string;
  export default css;
}
declare module '@docsearch/css/dist/modal.css' {
  const css: string;
  export default css;
}
