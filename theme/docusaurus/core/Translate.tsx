import type { ReactNode } from 'react';
import { siteData } from '../site-context.js';
import { interpolate } from './Interpolate.js';

/**
 * The text of a message in the page's locale: its translation (`code.json`) by `id`, or by the message
 * itself when it has no id (as Docusaurus keys them), else the message, else the id.
 */
function messageOf(id: string | undefined, message: string | undefined): string {
  const key = id ?? message;
  const translated = key === undefined ? undefined : siteData()?.messages?.[key];
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
