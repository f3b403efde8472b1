/** What ssr-apps.test.ts loads into Chromium (`window.SsrApps`). */
import { flush } from "composa";
import { hydrate, render } from "composa/dom";
import { describeTree } from "../hydrate/describe.js";
import * as apps from "./apps.js";
import * as content from "./content.js";
import * as everyday from "./everyday.js";

const SsrApps = {
  hydrate,
  render,
  flush,
  describeTree,
  apps: { ...apps, ...content, ...everyday } as Record<string, unknown>,
};
/** The type of `window.SsrApps`, for the test's code that runs in the page. */
export type SsrAppsPage = typeof SsrApps;
(globalThis as Record<string, unknown>).SsrApps = SsrApps;
