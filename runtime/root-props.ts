/**
 * The `props` argument of a root call (`render`, `hydrate`, `renderToString`,
 * `renderToStream`): optional only when every prop of the composable may be
 * omitted. `render(Counter, el)` for `Counter({ label }: { label: string })`
 * is then a type error, as `root.render(<Counter />)` is in React, instead of
 * a composable that meets `undefined` where its type promised a string.
 */
export type RootProps<P extends object> = {} extends P ? [props?: P] : [props: P];

/** `RootProps`, then an options object. */
export type RootPropsAndOptions<P extends object, Options> = {} extends P
  ? [props?: P, options?: Options]
  : [props: P, options?: Options];
