import type { SiteConfigInput } from './schema.js';

/** Identity helper that gives `site.config.ts` autocompletion and type checking. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
