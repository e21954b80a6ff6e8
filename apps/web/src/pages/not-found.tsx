import { useMessages } from "../i18n/index.js";
import { shellMessages } from "../shell/messages.js";

/** An unknown hash path. */
export function NotFound({ path }: { path: string }) {
  const m = useMessages(shellMessages);
  return (
    <div class="notice">
      <h2>{m.noPage(path)}</h2>
      <p>
        <a href="#/">{m.backHome}</a>
      </p>
    </div>
  );
}
