import { useEffect, useState, type ComponentType } from 'react';

/**
 * Renders a component whose code is a chunk of its own, fetched on first render, so parts that few
 * readers open (the mobile menu, the chatbot) are not first-load JavaScript. A chunk that fails to
 * load shows an error text and a Retry button that fetches it again (spec §8).
 * Lazy components get what they share with the page through props, so no shared chunk is split off.
 */
export function Lazy<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const [state, setState] = useState<{ Component?: ComponentType<P>; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (Component) => live && setState({ Component }),
      (error: unknown) => {
        console.warn('[docsgen] Part of the page failed to load.', error);
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  if (state.Component) return <state.Component {...props} />;
  if (!state.failed) return null;
  return (
    <div className="chunk-error-toast">
      <div className="chunk-error" role="alert">
        <p>This part of the page failed to load. Check your connection and retry.</p>
        <button
          type="button"
          className="chunk-error-retry"
          onClick={() => {
            setState({});
            setAttempt(attempt + 1);
          }}
        >
          Retry
        </button>
      </div>
    </div>
  );
}
