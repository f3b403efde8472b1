import { render } from "composa/dom";
import { App } from "./App";

render(App, document.getElementById("app")!);
