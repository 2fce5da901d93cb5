import { createHash } from 'node:crypto';

/**
 * `*.module.css` as a module: class names made unique to the file, the default export maps the
 * names written in the CSS to them, and the stylesheet is added to the document once.
 */
export function cssModule(css: string, file: string): string {
  const { scoped, classes, suffix } = scopeClasses(css, file);
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

/**
 * A Sass or Less module's class names, scoped as a CSS module's are, without its rules (docsgen does
 * not compile Sass): the elements get their classes, and the page its markup and text.
 */
export function cssModuleNames(source: string, file: string): string {
  return `export default ${JSON.stringify(scopeClasses(source, file).classes)};`;
}

function scopeClasses(css: string, file: string): { scoped: string; classes: Record<string, string>; suffix: string } {
  const suffix = createHash('sha1').update(file).digest('hex').slice(0, 6);
  const classes: Record<string, string> = {};
  // Class selectors outside strings and url(); declarations (`0.5em`) never start with a dot followed by a letter.
  const scoped = css.replace(/\.(-?[A-Za-z_][\w-]*)(?![^{]*;)/g, (_all, name: string) => {
    classes[name] = `${name}_${suffix}`;
    return `.${classes[name]}`;
  });
  return { scoped, classes, suffix };
}
