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

// Custom Elements Everywhere's advanced suite
// (libraries/react/src/advanced-tests.js at
// webcomponents/custom-elements-everywhere@2e5eea0), ported as basic-tests.ts
// is: `render(C, scratch, { ref })` plus `flush()` for React's `act`; the
// assertions are upstream's, the data says "Composa" where upstream's says
// "React". Not indented inside advancedTests(), so that it reads line by
// line as upstream.
import { flush } from "composa";
import { render as renderInto, type DomComposition } from "composa/dom";
import { afterEach, beforeEach, describe, expect, it } from "./harness.js";
import {
  ComponentWithProperties,
  ComponentWithDeclarativeEvent,
  type Instance,
  type InstanceRef,
} from "./components.jsx";

/** Declares the suite (run it with harness.ts's `collect` and `run`). */
export function advancedTests(): void {
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

  describe("advanced support", function () {
    describe("attributes and properties", function () {
      it("will pass array data as a property", function () {
        this.weight = 2;
        let root!: Instance;
        render(ComponentWithProperties, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let data = wc.arr;
        expect(data).to.eql(["C", "o", "m", "p", "o", "s", "a"]);
      });

      it("will pass object data as a property", function () {
        this.weight = 2;
        let root!: Instance;
        render(ComponentWithProperties, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let data = wc.obj;
        expect(data).to.eql({ org: "composa", repo: "composa" });
      });

      it("will pass object data to a camelCase-named property", function () {
        this.weight = 2;
        let root!: Instance;
        render(ComponentWithProperties, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let data = wc.camelCaseObj;
        expect(data).to.eql({ label: "passed" });
      });
    });

    describe("events", function () {
      it("can declaratively listen to a lowercase DOM event dispatched by a Custom Element", function () {
        this.weight = 2;
        let root!: Instance;
        render(ComponentWithDeclarativeEvent, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let handled = root.lowercase;
        expect(handled.textContent).to.eql("false");
        act(() => {
          wc.click();
        });
        expect(handled.textContent).to.eql("true");
      });

      it("can declaratively listen to a kebab-case DOM event dispatched by a Custom Element", function () {
        this.weight = 1;
        let root!: Instance;
        render(ComponentWithDeclarativeEvent, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let handled = root.kebab;
        expect(handled.textContent).to.eql("false");
        act(() => {
          wc.click();
        });
        expect(handled.textContent).to.eql("true");
      });

      it("can declaratively listen to a camelCase DOM event dispatched by a Custom Element", function () {
        this.weight = 1;
        let root!: Instance;
        render(ComponentWithDeclarativeEvent, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let handled = root.camel;
        expect(handled.textContent).to.eql("false");
        act(() => {
          wc.click();
        });
        expect(handled.textContent).to.eql("true");
      });

      it("can declaratively listen to a CAPScase DOM event dispatched by a Custom Element", function () {
        this.weight = 1;
        let root!: Instance;
        render(ComponentWithDeclarativeEvent, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let handled = root.caps;
        expect(handled.textContent).to.eql("false");
        act(() => {
          wc.click();
        });
        expect(handled.textContent).to.eql("true");
      });

      it("can declaratively listen to a PascalCase DOM event dispatched by a Custom Element", function () {
        this.weight = 1;
        let root!: Instance;
        render(ComponentWithDeclarativeEvent, {
          ref: (current) => {
            root = current;
          },
        });
        let wc = root.wc;
        let handled = root.pascal;
        expect(handled.textContent).to.eql("false");
        act(() => {
          wc.click();
        });
        expect(handled.textContent).to.eql("true");
      });
    });
  });
}
