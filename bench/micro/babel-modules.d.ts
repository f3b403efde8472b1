// Babel's preset and plugin ship no types; the compile benchmark only passes them to transformSync.
declare module "@babel/preset-typescript" {
  const preset: object;
  export default preset;
}
declare module "@babel/plugin-transform-react-jsx" {
  const plugin: object;
  export default plugin;
}
