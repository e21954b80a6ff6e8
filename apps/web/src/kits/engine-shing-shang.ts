// The engine alone, as the kit page's dynamic import of it (see engines.ts).
export { engine } from "@engines/shing-shang";
