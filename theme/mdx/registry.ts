import type { ComponentType } from 'react';

/**
 * The components MDX pages use without an import. The browser loads them with the first MDX page
 * (they are not part of every page's first-load JavaScript); the server registers them up front.
 */
let registered: Record<string, ComponentType<never>> = {};

export function setMdxComponents(components: Record<string, ComponentType<never>>): void {
  registered = components;
}

export function getMdxComponents(): Record<string, ComponentType<never>> {
  return registered;
}
