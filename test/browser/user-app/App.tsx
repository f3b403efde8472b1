import { Column } from "composa/dom";
import { Header } from "./Header.js";
import { Items } from "./Items.js";

export function App() {
  <Column class="app">
    <Header title="A user's app" />
    <Items />
  </Column>;
}
