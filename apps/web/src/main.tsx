import { render } from "preact";
import { App } from "./app.js";
import "./styles.css";
import "./shell/shell.css";

render(<App />, document.getElementById("app")!);
