import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import Heading from './Heading.js';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';

/** What swizzled `MDXComponents` files spread and extend. */
const MDXComponents = { Admonition, CodeBlock, Details, Heading, TabItem, Tabs, code: CodeBlock, details: Details };
export default MDXComponents;
