import type { SiteData } from '../shared/page-types.js';

type ChatbotConfig = NonNullable<SiteData['chatbot']>;
type Start = (options: { target: HTMLElement; title: string; i18n: Record<string, { title: string }> }) => unknown;

/** What the widget's module may export: `createChat` (as chat widgets such as n8n's do), `mount`, or a default function. */
interface WidgetModule {
  createChat?: Start;
  mount?: Start;
  default?: Start;
}

let loading: Promise<WidgetModule> | undefined;
let warned = false;

/** How long the widget's CDN gets before the assistant counts as unavailable: a CDN that never answers must not leave "Loading…" for ever. */
export const CHATBOT_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Fetches the widget's stylesheet and module once per page life; a failure is remembered, so a dead CDN is not asked again. */
function loadWidget(config: ChatbotConfig): Promise<WidgetModule> {
  loading ??= (async () => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = config.stylesheet;
    document.head.appendChild(css);
    return (await withTimeout(import(/* @vite-ignore */ config.module) as Promise<WidgetModule>, CHATBOT_TIMEOUT_MS, config.module)) as WidgetModule;
  })();
  return loading;
}

/** Mounts the third-party chatbot into `target`. Resolves false (with at most one warning per page life) when it cannot. */
export async function mountChatbot(config: ChatbotConfig, target: HTMLElement): Promise<boolean> {
  try {
    const widget = await loadWidget(config);
    const start = widget.createChat ?? widget.mount ?? widget.default;
    if (typeof start !== 'function') throw new Error(`${config.module} exports neither createChat, mount nor a default function.`);
    await withTimeout(Promise.resolve(start({ target, title: config.title, i18n: { en: { title: config.title } } })), CHATBOT_TIMEOUT_MS, 'the chatbot widget');
    return true;
  } catch (error) {
    if (!warned) console.warn(`[docsgen] The chatbot could not be loaded from ${config.module}; the rest of the page works as before.`, error);
    warned = true;
    return false;
  }
}
