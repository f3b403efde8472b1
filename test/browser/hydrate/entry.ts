/** What the hydration tests load into Chromium (`window.Hydration`). */
import { flush } from "composa";
import { hydrate, render } from "composa/dom";
import { describeTree } from "./describe.js";
import { exampleApps } from "./examples.js";

const Hydration = { hydrate, render, flush, describeTree, exampleApps };
/** The type of `window.Hydration`, for the test's code that runs in the page. */
export type HydrationPage = typeof Hydration;
(globalThis as Record<string, unknown>).Hydration = Hydration;
