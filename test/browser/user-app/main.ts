import { render } from "composa/dom";
import { App } from "./App.js";

render(App, document.getElementById("app")!);
