import type { ComponentType } from 'react';

/**
 * Page-shell components a Docusaurus project swizzled (its own `@theme/DocVersionBanner`...), which
 * the theme renders in place of its own. Set once on the server (before rendering) and in the browser
 * (before hydrating), from the one module the build bundles them into.
 */
export type ShellComponentName = 'DocVersionBanner' | 'DocVersionBadge';

let registered: Readonly<Partial<Record<ShellComponentName, ComponentType<{ className?: string }>>>> = {};

export function setShellComponents(components: Readonly<Record<string, ComponentType<{ className?: string }>>>): void {
  registered = components;
}

/** The project's own component of that name, or undefined: the theme's is used. */
export function shellComponent(name: ShellComponentName): ComponentType<{ className?: string }> | undefined {
  return registered[name];
}
