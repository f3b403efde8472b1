import { renderToString } from "solid-js/web";
import type { PageProps } from "./data.js";
// @ts-expect-error: a .jsx page, compiled by babel-preset-solid (generate: "ssr"), not type-checked
import { Page } from "./page-solid.jsx";

export const render = (props: PageProps): string => renderToString(() => Page(props));
