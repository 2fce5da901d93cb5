export function NotFound({ baseUrl }: { baseUrl: string }) {
  return (
    <div className="generated-page not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <p>
        Go to the <a href={baseUrl}>home page</a> or use the search in the navigation bar.
      </p>
    </div>
  );
}
