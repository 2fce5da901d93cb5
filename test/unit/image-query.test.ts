import { describe, expect, it } from 'vitest';
import { compileMdx } from '../helpers/render-mdx.js';

describe('images written with a query (GitHub-style `?raw=true`)', () => {
  it('name the file without the query, as Docusaurus copies them (keploy)', async () => {
    const doc = await compileMdx('![Run](./img/run.png?raw=true)\n\n![Case](/img/case.png?raw=true)\n', 'guide/page.md');
    expect(doc.assets).toEqual(['content/guide/img/run.png']);
    const html = doc.content.kind === 'mdx' ? doc.content.code : doc.content.html;
    expect(html).toContain('docsgen:route:%2Fimg%2Fcase.png');
    expect(html).not.toContain('raw%3Dtrue');
  });
});
