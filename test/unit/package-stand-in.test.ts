import { build } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { packageStandIn, type StandInUse } from '../../src/bundle/package-stand-in.js';

/** A page module importing packages that are not installed, bundled with the stand-in plugin and imported. */
async function pageWithStandIns(code: string): Promise<{ Page: ComponentType; uses: StandInUse[] }> {
  const uses: StandInUse[] = [];
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), sourcefile: 'page.jsx', loader: 'jsx' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/*'],
    plugins: [packageStandIn((use) => uses.push(use))],
    logLevel: 'silent',
  });
  // The bundle keeps `react` external; a data: module cannot resolve a bare name, so it names the resolved file.
  const text = result.outputFiles[0]!.text.replaceAll('"react/jsx-runtime"', JSON.stringify(import.meta.resolve('react/jsx-runtime')));
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as { default: ComponentType };
  return { Page: mod.default, uses };
}

describe('packages that are not installed stand in', () => {
  it('as components that render their children, as styled-components factories, and as any named export', async () => {
    const { Page, uses } = await pageWithStandIns(`
      import styled from 'styled-components';
      import { Player, Fancy } from 'not-installed-player';
      import * as lib from 'not-installed-lib';
      const Box = styled.div\`color: red;\`;
      const Wrapped = styled(Fancy)\`margin: 0;\`;
      export default function Page() {
        return <main><Box><p>in a styled box</p></Box><Player>player text</Player><Wrapped>wrapped</Wrapped><lib.Widget />{String(typeof lib.helper)}</main>;
      }
    `);
    expect(renderToStaticMarkup(createElement(Page))).toBe('<main><p>in a styled box</p>player textwrappedfunction</main>');
    expect([...new Set(uses.map((u) => u.specifier))].sort()).toEqual(['not-installed-lib', 'not-installed-player', 'styled-components']);
  });
});
