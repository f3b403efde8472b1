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

// Custom Elements Everywhere's components (libraries/react/src/components.js
// at webcomponents/custom-elements-everywhere@2e5eea0), ported to the
// dialect. React's class instance, reached through `ref`, becomes an object
// each composable remembers and hands to its `ref` prop; setState is a state.
import { DisposableEffect, LaunchedEffect, mutableStateOf, remember } from "composa";
import "./elements/ce-without-children.js";
import "./elements/ce-with-children.js";
import "./elements/ce-with-properties.js";
import "./elements/ce-with-event.js";

/** What the tests read from a component, as they read a React instance's fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read any field, as of a React instance
export type Instance = Record<string, any>;
export type InstanceRef = { ref: (current: Instance) => void };

function useInstance(ref: (current: Instance) => void): Instance {
  const self = remember(() => ({}) as Instance);
  ref(self);
  return self;
}

export function ComponentWithoutChildren({ ref }: InstanceRef) {
  const self = useInstance(ref);
  <div>
    <ce-without-children
      ref={(el) => {
        self.wc = el;
      }}
    ></ce-without-children>
  </div>;
}

export function ComponentWithChildren({ ref }: InstanceRef) {
  const self = useInstance(ref);
  <div>
    <ce-with-children
      ref={(el) => {
        self.wc = el;
      }}
    ></ce-with-children>
  </div>;
}

export function ComponentWithChildrenRerender({ ref }: InstanceRef) {
  const self = useInstance(ref);
  const count = remember(() => mutableStateOf(1));
  // componentDidMount: Promise.resolve().then(() => setState({ count: count + 1 }))
  LaunchedEffect(true, () => Promise.resolve().then(() => (count.value += 1)));
  <div>
    <ce-with-children
      ref={(el) => {
        self.wc = el;
      }}
    >
      {count.value}
    </ce-with-children>
  </div>;
}

export function ComponentWithDifferentViews({ ref }: InstanceRef) {
  const self = useInstance(ref);
  const showWC = remember(() => mutableStateOf(true));
  self.dummy ??= { current: null };
  self.toggle = () => (showWC.value = !showWC.value);
  <div>
    {showWC.value ? (
      <ce-with-children
        ref={(el) => {
          self.wc = el;
        }}
      ></ce-with-children>
    ) : (
      <div
        ref={(el) => {
          self.dummy.current = el;
        }}
      >
        Dummy view
      </div>
    )}
  </div>;
}

export function ComponentWithProperties({ ref }: InstanceRef) {
  const self = useInstance(ref);
  const data = {
    bool: true,
    num: 42,
    str: "Composa",
    arr: ["C", "o", "m", "p", "o", "s", "a"],
    obj: { org: "composa", repo: "composa" },
    camelCaseObj: { label: "passed" },
  };
  <div>
    <ce-with-properties
      ref={(el) => {
        self.wc = el;
      }}
      bool={data.bool}
      num={data.num}
      str={data.str}
      arr={data.arr}
      obj={data.obj}
      camelCaseObj={data.camelCaseObj}
    ></ce-with-properties>
  </div>;
}

export function ComponentWithUnregistered({ ref }: InstanceRef) {
  const self = useInstance(ref);
  const data = {
    bool: true,
    num: 42,
    str: "Composa",
    arr: ["C", "o", "m", "p", "o", "s", "a"],
    obj: { org: "composa", repo: "composa" },
  };
  <div>
    {/* This element doesn't actually exist.
    It's used to test unupgraded behavior. */}
    <ce-unregistered
      ref={(el) => {
        self.wc = el;
      }}
      bool={data.bool}
      num={data.num}
      str={data.str}
      arr={data.arr}
      obj={data.obj}
    ></ce-unregistered>
  </div>;
}

export function ComponentWithImperativeEvent({ ref }: InstanceRef) {
  const self = useInstance(ref);
  const eventHandled = remember(() => mutableStateOf(false));
  // componentDidMount: this.wc.addEventListener('camelEvent', this.handleTestEvent)
  DisposableEffect(true, () => {
    const wc = self.wc as HTMLElement;
    const handleTestEvent = () => (eventHandled.value = true);
    wc.addEventListener("camelEvent", handleTestEvent);
    return () => wc.removeEventListener("camelEvent", handleTestEvent);
  });
  <div>
    <div
      ref={(el) => {
        self.handled = el;
      }}
    >
      {eventHandled.value.toString()}
    </div>
    <ce-with-event
      id="wc"
      ref={(el) => {
        self.wc = el;
      }}
    ></ce-with-event>
  </div>;
}

export function ComponentWithDeclarativeEvent({ ref }: InstanceRef) {
  const self = useInstance(ref);
  const lowercaseHandled = remember(() => mutableStateOf(false));
  const kebabHandled = remember(() => mutableStateOf(false));
  const camelHandled = remember(() => mutableStateOf(false));
  const capsHandled = remember(() => mutableStateOf(false));
  const pascalHandled = remember(() => mutableStateOf(false));
  const handleLowercaseEvent = () => (lowercaseHandled.value = true);
  const handleKebabEvent = () => (kebabHandled.value = true);
  const handleCamelEvent = () => (camelHandled.value = true);
  const handleCapsEvent = () => (capsHandled.value = true);
  const handlePascalEvent = () => (pascalHandled.value = true);
  <div>
    <div
      ref={(el) => {
        self.lowercase = el;
      }}
    >
      {lowercaseHandled.value.toString()}
    </div>
    <div
      ref={(el) => {
        self.kebab = el;
      }}
    >
      {kebabHandled.value.toString()}
    </div>
    <div
      ref={(el) => {
        self.camel = el;
      }}
    >
      {camelHandled.value.toString()}
    </div>
    <div
      ref={(el) => {
        self.caps = el;
      }}
    >
      {capsHandled.value.toString()}
    </div>
    <div
      ref={(el) => {
        self.pascal = el;
      }}
    >
      {pascalHandled.value.toString()}
    </div>
    <ce-with-event
      id="wc"
      ref={(el) => {
        self.wc = el;
      }}
      onlowercaseevent={handleLowercaseEvent}
      onkebab-event={handleKebabEvent}
      oncamelEvent={handleCamelEvent}
      onCAPSevent={handleCapsEvent}
      onPascalEvent={handlePascalEvent}
    ></ce-with-event>
  </div>;
}
