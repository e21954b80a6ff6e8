/**
 * A static file server for the built site, on 127.0.0.1 and an ephemeral port, as a static host
 * serves it: "/x" and "/x.html" are the same page, a folder serves its index.html, anything else
 * is the site's 404 page with status 404.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The file a URL path names in `root`, or null. */
export function fileFor(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "/");
  } catch {
    return null;
  }
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return null;
  const candidates = path.endsWith("/")
    ? [join(file, "index.html")]
    : [file, `${file}.html`, join(file, "index.html")];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

export interface StaticSite {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `root` at `base` ("/" or "/docs/") until closed; `url` ends with the base. */
export async function serveStatic(root: string, base = "/"): Promise<StaticSite> {
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    const file = path.startsWith(base) ? fileFor(root, `/${path.slice(base.length)}`) : null;
    const notFound = join(root, "404.html");
    const served = file ?? (existsSync(notFound) ? notFound : null);
    if (served === null) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(file ? 200 : 404, { "content-type": TYPES[extname(served)] ?? "application/octet-stream" });
    createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
