import type { ComponentType } from 'react';

/**
 * Page-shell components a Docusaurus project swizzled (its own `@theme/DocVersionBanner`...), which
 * the theme renders in place of its own. Set once on the server (before rendering) and in the browser
 * (before hydrating), from the one module the build bundles them into.
 */
export type ShellComponentName = 'DocVersionBanner' | 'DocVersionBadge' | 'DocCard' | 'DocPaginator';

// Each takes its own props (a banner a `className`, a card its `item`); the theme passes Docusaurus's.
type ShellComponent = ComponentType<Record<string, unknown>>;

let registered: Readonly<Partial<Record<ShellComponentName, ShellComponent>>> = {};

export function setShellComponents(components: Readonly<Record<string, ShellComponent>>): void {
  registered = components;
}

/** The project's own component of that name, or undefined: the theme's is used. */
export function shellComponent(name: ShellComponentName): ShellComponent | undefined {
  return registered[name];
}
