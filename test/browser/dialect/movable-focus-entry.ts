// What test/browser/movable-focus.test.ts loads into its page (window.Movable).
export { render } from "composa/dom";
export { flush, mutableStateOf } from "composa";
export { Layout, PopOut } from "../../apps/compose-movable.jsx";
export { mutableStateListOf } from "composa";
export { TodoList } from "../../apps/compose-lists.jsx";
export { Board } from "../../apps/compose-movable.jsx";
