import type { TocItem } from '../shared/page-types.js';
import type { LinkRef, SearchSection } from './compiled-doc.js';

/** What the plugins of one page leave on its vfile. */
declare module 'vfile' {
  interface DataMap {
    contentPath: string;
    headingTitle: string;
    /** The content title (`# Heading`) stays where it is in the body: something comes before it. */
    headingTitleInPlace: boolean;
    toc: TocItem[];
    anchors: string[];
    links: LinkRef[];
    assets: string[];
    sections: SearchSection[];
    hasMermaid: boolean;
    markdownTwin: string;
    unknownComponents: { name: string; line: number; column: number }[];
    /** Content errors found by plugins, located in the page. */
    problems: { code: string; line: number; column: number; message: string; hint: string }[];
    unsupportedImports: { specifier: string; line: number; column: number }[];
  }
}
