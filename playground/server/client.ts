// The server-rendered page's browser entry: adopt the server's markup.
import { hydrate } from "composa/dom";
import { ServerPage } from "./page.js";
import "../style.css";

hydrate(ServerPage, document.getElementById("app")!);
