import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { PageProps } from "./data.js";
// @ts-expect-error: a .jsx page, compiled by the bench's build (oxc), not type-checked
import { Page } from "./page-react.jsx";

export const render = (props: PageProps): string => renderToString(createElement(Page, props));
