import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.js';

/** One locale: the message is the text itself (or its `message`), placeholders filled in. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const text = message ?? id ?? '';
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (values && key in values ? String(values[key]) : all));
}

export default function Translate({ children, message, id, values }: { children?: string; message?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children ?? message ?? id ?? '', values)}</>;
}
