import { render } from "preact";
import { App } from "./app.js";
import { openJoinLink } from "./online/join-link.js";
import "./styles.css";
import "./shell/shell.css";

openJoinLink();
render(<App />, document.getElementById("app")!);
