export { TabItem as default } from '../mdx/Tabs.js';
