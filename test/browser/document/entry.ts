/** What document.test.ts loads into Chromium (`window.DocumentApps`): the whole-document apps and hydrate. */
import { flush } from "composa";
import { hydrate } from "composa/dom";
import * as apps from "../../apps/document.js";
import { Layout } from "../ssr-apps/everyday.js";

const DocumentApps = { hydrate, flush, apps: { ...apps, Layout } as Record<string, unknown> };
/** The type of `window.DocumentApps`, for the test's code that runs in the page. */
export type DocumentAppsPage = typeof DocumentApps;
(globalThis as Record<string, unknown>).DocumentApps = DocumentApps;
