import { createHash } from 'node:crypto';

/**
 * `*.module.css` as a module: class names made unique to the file, the default export maps the
 * names written in the CSS to them, and the stylesheet is added to the document once.
 */
export function cssModule(css: string, file: string): string {
  const suffix = createHash('sha1').update(file).digest('hex').slice(0, 6);
  const classes: Record<string, string> = {};
  // Class selectors outside strings and url(); declarations (`0.5em`) never start with a dot followed by a letter.
  const scoped = css.replace(/\.(-?[A-Za-z_][\w-]*)(?![^{]*;)/g, (_all, name: string) => {
    classes[name] = `${name}_${suffix}`;
    return `.${classes[name]}`;
  });
  const id = `docsgen-css-${suffix}`;
  return [
    `const css = ${JSON.stringify(scoped)};`,
    `if (typeof document !== 'undefined' && !document.getElementById(${JSON.stringify(id)})) {`,
    `  const style = document.createElement('style');`,
    `  style.id = ${JSON.stringify(id)};`,
    `  style.textContent = css;`,
    `  document.head.appendChild(style);`,
    `}`,
    `export default ${JSON.stringify(classes)};`,
  ].join('\n');
}
