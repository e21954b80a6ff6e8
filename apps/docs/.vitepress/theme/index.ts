// The default theme, with the few styles the generated pages need (seed lines, source notes).
import DefaultTheme from "vitepress/theme";
import "./site.css";

export default DefaultTheme;
