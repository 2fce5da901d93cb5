/**
 * An SVG file as a React component module (what Docusaurus's SVGR loader gives `import Logo from
 * './logo.svg'`): the root element's attributes become props the caller can override, the
 * markup inside is set as-is.
 */
const REACT_ATTRIBUTE: Record<string, string> = { class: 'className', 'xlink:href': 'xlinkHref', 'xml:space': 'xmlSpace', 'xmlns:xlink': 'xmlnsXlink' };

function propName(attribute: string): string {
  if (REACT_ATTRIBUTE[attribute]) return REACT_ATTRIBUTE[attribute]!;
  if (attribute.startsWith('data-') || attribute.startsWith('aria-')) return attribute;
  return attribute.replace(/[-:]([a-z])/g, (_all, c: string) => c.toUpperCase());
}

function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of style.split(';')) {
    const [key, ...value] = rule.split(':');
    if (!key?.trim() || !value.length) continue;
    out[key.trim().replace(/-([a-z])/g, (_all, c: string) => c.toUpperCase())] = value.join(':').trim();
  }
  return out;
}

export function svgComponentModule(svg: string, file: string): string {
  const cleaned = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const root = /<svg\b([^>]*?)(\/?)>/i.exec(cleaned);
  if (!root) throw new Error(`${file}: no <svg> element in this file`);
  const props: Record<string, unknown> = {};
  for (const m of root[1]!.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = m[3] ?? m[4] ?? '';
    props[propName(m[1]!)] = m[1] === 'style' ? styleObject(value) : value;
  }
  const end = cleaned.lastIndexOf('</svg>');
  const inner = root[2] === '/' || end < 0 ? '' : cleaned.slice(root.index + root[0].length, end).trim();
  return [
    `import { createElement } from 'react';`,
    `const attributes = ${JSON.stringify(props)};`,
    `const inner = ${JSON.stringify(inner)};`,
    `export default function SvgComponent({ title, ...props }) {`,
    `  const html = title ? '<title>' + String(title).replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')) + '</title>' + inner : inner;`,
    `  return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: html } });`,
    `}`,
    `export { SvgComponent as ReactComponent };`,
  ].join('\n');
}
