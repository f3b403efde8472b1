import { Column } from "composa/dom";
import { Header } from "./Header.js";

export function App() {
  <Column class="app">
    <Header title="A user's app" />
  </Column>;
}
