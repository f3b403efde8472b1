import { renderToString } from "composa/server";
import type { PageProps } from "./data.js";
import { Page } from "./page-composa.js";

export const render = (props: PageProps): string => renderToString(Page, props);
