/** An unknown hash path. */
export function NotFound({ path }: { path: string }) {
  return (
    <div class="notice">
      <h2>No page “{path}”</h2>
      <p>
        <a href="#/">Back to the games</a>
      </p>
    </div>
  );
}
