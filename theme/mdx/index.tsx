import type { ComponentType } from 'react';
import { Details } from './Details.js';
import { TabItem, Tabs } from './Tabs.js';

/** Available in every MDX page without an import. */
export const mdxComponents: Record<string, ComponentType<never>> = { Tabs, TabItem, Details } as Record<string, ComponentType<never>>;
