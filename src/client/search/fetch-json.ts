/** What the algoliasearch client throws when no host answered; DocSearch shows its error screen only for this name. */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** A JSON file of the search index; a network failure or an error status is a `RetryError`. */
export async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RetryError(`Unreachable hosts: the search index ${url} could not be fetched.`, { cause: error });
  }
  if (!response.ok) throw new RetryError(`Unreachable hosts: the search index ${url} answered ${response.status}.`);
  return (await response.json()) as T;
}
