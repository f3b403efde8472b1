export { reportError } from "../report.js";
