/** What the hydration tests load into Chromium (`window.Hydration`). */
import { flush } from "composa";
import { hydrate, render } from "composa/dom";
import { describeTree } from "./describe.js";
import { exampleApps } from "./examples.js";

(globalThis as Record<string, unknown>).Hydration = { hydrate, render, flush, describeTree, exampleApps };
