export function NotFound({ baseUrl }: { baseUrl: string }) {
  return (
    <div className="generated-page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <p>
        Go to the <a href={baseUrl}>home page</a>, pick a section in the navigation bar, or search the documentation.
      </p>
    </div>
  );
}
