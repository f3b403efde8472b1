// The playground's entry: render the shell (written in Composa) into #app.
import { render } from "composa/dom";
import { App } from "./shell/app.js";
import "./style.css";

render(App, document.getElementById("app")!);
