import type { ComponentChildren } from "preact";

/** A page's heading: its title, one line saying what it is for, and any controls beside them. */
export function PageHead(props: { title: string; lede: string; children?: ComponentChildren }) {
  return (
    <header class="game-head">
      <div>
        <h1>{props.title}</h1>
        <p class="lede">{props.lede}</p>
      </div>
      {props.children}
    </header>
  );
}
