import { Children, isValidElement, type ReactNode } from 'react';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** `<CodeBlock language="js" title="x.js" showLineNumbers>{code}</CodeBlock>`: a plain code block (no highlighting at runtime). */
export default function CodeBlock({
  children,
  language,
  title,
  showLineNumbers,
  className,
}: {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  className?: string;
  metastring?: string;
}) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const code = Children.toArray(children).map(textOf).join('').replace(/\n$/, '');
  const lines = code.split('\n');
  return (
    <div className={`code-block${showLineNumbers ? ' line-numbers' : ''}`}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <pre className={lang ? `language-${lang}` : undefined}>
        <code className={lang ? `language-${lang}` : undefined}>
          {lines.map((line, i) => (
            <span key={i} className="line">
              {line}
              {i < lines.length - 1 ? '\n' : ''}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}
