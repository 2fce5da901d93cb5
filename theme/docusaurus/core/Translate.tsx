import type { ReactNode } from 'react';
import { siteData } from '../site-context.js';
import { interpolate } from './Interpolate.js';

/** The text of a message in the page's locale: its translation by `id` (`code.json`), else the message itself, else the id. */
function messageOf(id: string | undefined, message: string | undefined): string {
  const translated = id === undefined ? undefined : siteData()?.messages?.[id];
  return translated ?? message ?? id ?? '';
}

/** `translate({ id, message }, values)`: the translated text, placeholders filled in. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return messageOf(id, message).replace(/\{(\w+)\}/g, (all, key: string) => (values && key in values ? String(values[key]) : all));
}

/** `<Translate id="…">Default text</Translate>`: the translated text (the children are the default message). */
export default function Translate({ children, message, id, values }: { children?: string; message?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(messageOf(id, children ?? message), values)}</>;
}
