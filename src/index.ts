export { defineConfig } from './config/define-config.js';
export type { SiteConfigInput, SiteConfig } from './config/schema.js';
