/**
 * @license
 * Copyright 2017 Google Inc. All rights reserved.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

// Custom Elements Everywhere's basic suite (libraries/react/src/basic-tests.js
// at webcomponents/custom-elements-everywhere@2e5eea0), ported: React's
// `act(() => root.render(<C ref={…} />))` is Composa's `render(C, scratch,
// { ref })` plus `flush()`; the assertions are upstream's, the data says
// "Composa" where upstream's says "React" (each library's port uses its name).
// Not indented inside basicTests(), so that it reads line by line as upstream.
import { flush } from "composa";
import { render as renderInto, type DomComposition } from "composa/dom";
import { afterEach, beforeEach, describe, expect, it } from "./harness.js";
import {
  ComponentWithoutChildren,
  ComponentWithChildren,
  ComponentWithChildrenRerender,
  ComponentWithDifferentViews,
  ComponentWithProperties,
  ComponentWithImperativeEvent,
  type Instance,
  type InstanceRef,
} from "./components.jsx";

/** Declares the suite (run it with harness.ts's `collect` and `run`). */
export function basicTests(): void {
  // Setup the test harness. This will get cleaned out with every test.
  let app = document.createElement("div");
  app.id = "app";
  document.body.appendChild(app);
  let scratch: HTMLElement | null; // This will hold the actual element under test.

  let composition: DomComposition | null = null;
  function render(component: (props: InstanceRef) => void, props: InstanceRef) {
    composition = renderInto(component, scratch!, props);
    flush();
  }
  const act = (fn: () => void) => {
    fn();
    flush();
  };

  beforeEach(function () {
    scratch = document.createElement("div");
    scratch.id = "scratch";
    app.appendChild(scratch);
  });

  afterEach(function () {
    composition?.dispose();
    composition = null;
    app.innerHTML = "";
    scratch = null;
  });

  describe("basic support", function () {
    describe("no children", function () {
      it("can display a Custom Element with no children", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithoutChildren, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        expect(wc).to.exist;
      });
    });

    describe("with children", function () {
      function expectHasChildren(wc: HTMLElement) {
        expect(wc).to.exist;
        let shadowRoot = wc.shadowRoot!;
        let heading = shadowRoot.querySelector("h1")!;
        expect(heading).to.exist;
        expect(heading.textContent).to.eql("Test h1");
        let paragraph = shadowRoot.querySelector("p")!;
        expect(paragraph).to.exist;
        expect(paragraph.textContent).to.eql("Test p");
      }

      it("can display a Custom Element with children in a Shadow Root", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithChildren, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        expectHasChildren(wc);
      });

      it("can display a Custom Element with children in a Shadow Root and pass in Light DOM children", async function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithChildrenRerender, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        // await act(async () => { await Promise.resolve(); })
        await Promise.resolve();
        flush();
        expectHasChildren(wc);
        expect(wc.textContent.includes("2")).to.be.true;
      });

      it("can display a Custom Element with children in the Shadow DOM and handle hiding and showing the element", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithDifferentViews, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        expectHasChildren(wc);
        act(() => {
          root.toggle();
        });
        let dummy = root.dummy.current;
        expect(dummy).to.exist;
        expect(dummy.textContent).to.eql("Dummy view");
        act(() => {
          root.toggle();
        });
        wc = root.wc;
        expectHasChildren(wc);
      });
    });

    describe("attributes and properties", function () {
      it("will pass boolean data as either an attribute or a property", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithProperties, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let data = wc.bool || wc.hasAttribute("bool");
        expect(data).to.be.true;
      });

      it("will pass numeric data as either an attribute or a property", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithProperties, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let data = wc.num || wc.getAttribute("num");
        expect(parseInt(data, 10)).to.eql(42);
      });

      it("will pass string data as either an attribute or a property", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithProperties, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let data = wc.str || wc.getAttribute("str");
        expect(data).to.eql("Composa");
      });
    });

    describe("events", function () {
      it("can imperatively listen to a DOM event dispatched by a Custom Element", function () {
        this.weight = 3;
        let root!: Instance;
        render(ComponentWithImperativeEvent, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let handled = root.handled;
        expect(handled.textContent).to.eql("false");
        act(() => {
          wc.click();
        });
        expect(handled.textContent).to.eql("true");
      });
    });
  });
}
