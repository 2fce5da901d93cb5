import { Fragment, type ReactNode } from 'react';

/** `interpolate('Hello {name}', { name: <b>x</b> })`: placeholders replaced by values, elements kept as elements. */
export function interpolate(text: string, values: Record<string, ReactNode> = {}): ReactNode {
  const parts = text.split(/(\{\w+\})/g);
  const out = parts.map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? <Fragment key={i}>{values[key]}</Fragment> : part;
  });
  return out.every((p) => typeof p === 'string') ? out.join('') : <>{out}</>;
}

export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
