// What test/browser/forms.test.ts loads into its page (window.Forms): the
// runtime and the form fixtures, compiled by composa/vite; and a way to hold
// the frames back, so that several events happen between two passes.
export { render } from "composa/dom";
export { flush } from "composa";
export {
  Checkboxes,
  CodeField,
  DigitsField,
  FocusForm,
  FormElements,
  FreeField,
  ReactField,
  TodoEntry,
} from "./forms.jsx";

const held: FrameRequestCallback[] = [];
const realFrame = window.requestAnimationFrame.bind(window);

/** From now on, frames wait for releaseFrames() (the Recomposer asks for one per pass). */
export function holdFrames(): void {
  window.requestAnimationFrame = (callback) => {
    held.push(callback);
    return held.length;
  };
}

/** Frames run again; the held ones run now. */
export function releaseFrames(): void {
  window.requestAnimationFrame = realFrame;
  for (const callback of held.splice(0)) callback(performance.now());
}
