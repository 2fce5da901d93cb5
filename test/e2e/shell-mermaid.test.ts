import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { DIAGRAM_PAGE, FUNCTION_PAGE, MANUAL_PAGE, inPage, openPage, serveShellFixture, waitForRuntime, type ServedFixture } from './shell-helpers.js';

let browser: Browser;
let fixture: ServedFixture;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  [browser, fixture] = await Promise.all([launchBrowser(), serveShellFixture()]);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

describe('Mermaid diagrams', () => {
  it('a page with a diagram renders it as an SVG; a page without one downloads no Mermaid code', async () => {
    const { page, close } = await openPage(browser);
    const mermaidRequests: string[] = [];
    page.on('request', (r) => /mermaid/i.test(r.url()) && mermaidRequests.push(r.url()));
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.waitForLoadState('networkidle');
    expect(mermaidRequests).toEqual([]);
    await page.goto(`${siteUrl}${DIAGRAM_PAGE}`);
    await waitForRuntime(page);
    // Drawn when it comes near the viewport.
    await page.locator('#main-content .mermaid-diagram').first().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#main-content .mermaid-diagram svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(mermaidRequests.length).toBeGreaterThan(0);
    await close();
  });

  it('follows the colour mode: toggling re-renders the diagram in the other theme', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${fixture.url}guides/Diagrams`);
    const diagram = page.locator('.mermaid-diagram').first();
    await expect.poll(() => diagram.getAttribute('data-rendered'), { timeout: 20_000 }).toBe('dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    await expect.poll(() => diagram.getAttribute('data-rendered'), { timeout: 20_000 }).toBe('light');
    expect(await diagram.locator('svg').count()).toBe(1);
    await close();
  });

  it('a bad diagram shows a readable error in its place and the rest of the page works', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${fixture.url}guides/Diagrams`);
    const broken = page.locator('.mermaid-diagram').nth(1);
    await expect.poll(() => broken.locator('[role="alert"]').count(), { timeout: 20_000 }).toBe(1);
    const text = await broken.locator('[role="alert"]').textContent();
    expect(text).toContain('This diagram could not be rendered.');
    expect(text).toContain('Parse error on line 3');
    expect(await broken.locator('.mermaid-source').isVisible()).toBe(true);
    expect(await page.locator('.mermaid-diagram').first().locator('svg').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('when the diagram chunk fails to load, each diagram shows an error text with a Retry button that retries', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/assets/mermaid-*/mermaid.js*', (route) => route.abort());
    await page.goto(`${fixture.url}guides/Diagrams`);
    const first = page.locator('.mermaid-diagram').first();
    await expect.poll(() => first.locator('.chunk-error').count(), { timeout: 20_000 }).toBe(1);
    expect(await first.locator('.chunk-error').textContent()).toContain('This diagram could not be loaded.');
    await page.unroute('**/assets/mermaid-*/mermaid.js*');
    await first.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => first.locator('svg').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('.chunk-error').count()).toBe(0);
    await close();
  });
});

/** Records every layout shift not caused by input (what Cumulative Layout Shift adds up), from the first paint. */
const RECORD_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value.toFixed(4) + ' ' + e.sources.map((s) => s.node?.nodeName + '.' + (s.node?.className || '') + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y)).join(', ')); }).observe({ type: 'layout-shift', buffered: true });`;
/** The layout shifts recorded, with what moved: none is CLS 0. */
const shifts = (page: Page) => inPage<string[]>(page, `window.__shifts`);
const headingTop = (page: Page) => inPage<number>(page, `document.getElementById('notification').getBoundingClientRect().top`);
const drawn = (page: Page) => page.locator('#main-content .mermaid-diagram[data-rendered] svg').count();

/**
 * Scrolls up with the wheel until the diagram is in view, pausing (as a reader does at a heading)
 * while a diagram that has begun to load is drawn: on this loaded machine the library can take
 * longer to arrive than a fast wheel takes to cover the screen it is fetched ahead.
 */
async function scrollUpToDiagram(page: Page): Promise<void> {
  await page.mouse.move(600, 400);
  const diagramInView = `(() => { const r = document.querySelector('.mermaid-diagram').getBoundingClientRect(); return r.top > 0 && r.top < innerHeight; })()`;
  const loading = `performance.getEntriesByType('resource').some((e) => /mermaid\\.js/.test(e.name)) && !document.querySelector('.mermaid-diagram[data-rendered]')`;
  for (let i = 0; i < 20 && !(await inPage<boolean>(page, diagramInView)); i++) {
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(250);
    await expect.poll(() => inPage<boolean>(page, loading), { timeout: 20_000 }).toBe(false);
  }
}

// These two once failed on a fresh-clone CI run at load about 20 (machine shared with other sessions);
// they pass with four busy loops beside them on two cores. Retried, as the one below always was.
describe('a link to a heading below a diagram', () => {
  it('on direct load: the heading stays where the link put it, the diagram is drawn when the reader scrolls up to it, and nothing shifts (CLS 0)', { retry: 2 }, async () => {
    const { page, close } = await openPage(browser);
    const mermaidRequests: string[] = [];
    page.on('request', (r) => /mermaid\.js/.test(r.url()) && mermaidRequests.push(r.url()));
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`${siteUrl}${MANUAL_PAGE}#notification`);
    await waitForRuntime(page);
    await page.waitForTimeout(1500);
    expect(await headingTop(page)).toBeLessThan(120);
    // The diagram is more than a screen above: its library is not even fetched yet.
    expect(mermaidRequests).toEqual([]);
    await scrollUpToDiagram(page);
    await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(1);
    expect(mermaidRequests.length).toBeGreaterThan(0);
    expect(await shifts(page)).toEqual([]);
    await close();
  });

  // Retried: under heavy load the library can arrive after the scroll reached the diagram (seen once in several runs).
  it('after client-side navigation: the same', { retry: 2 }, async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.evaluate(`window.__docsgen.navigate('/${MANUAL_PAGE}#notification')`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Incident response');
    // The page swap itself is not what is measured (a click would count as input); what follows is.
    // The swap ends when the sidebar has opened the new page's section (its data loads on navigation).
    await expect.poll(() => headingTop(page)).toBeLessThan(120);
    await page.waitForSelector('.sidebar a[aria-current="page"]', { timeout: 15_000 });
    await page.waitForTimeout(500);
    await inPage<void>(page, `void (window.__shifts = [])`);
    await page.waitForTimeout(1500);
    expect(await headingTop(page)).toBeLessThan(120);
    await scrollUpToDiagram(page);
    await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(1);
    expect(await shifts(page)).toEqual([]);
    await close();
  });
});

describe('the diagram library loads only when a diagram comes near', () => {
  it('on a phone, a diagram two screens down costs nothing at load; scrolling towards it draws it before it reaches the viewport', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const mermaidRequests: string[] = [];
    page.on('request', (r) => /\/assets\/mermaid-/.test(r.url()) && mermaidRequests.push(r.url()));
    await page.goto(`${siteUrl}${MANUAL_PAGE}`);
    await waitForRuntime(page);
    await page.waitForTimeout(1000);
    const diagramTop = await inPage<number>(page, `document.querySelector('.mermaid-diagram').getBoundingClientRect().top`);
    expect(diagramTop).toBeGreaterThan(1.5 * 823);
    expect(mermaidRequests).toEqual([]);
    // Scrolled until the diagram is 0.4 of a screen below the viewport: it is fetched and drawn while still out of sight.
    await inPage<void>(page, `window.scrollTo(0, ${Math.round(diagramTop - 1.4 * 823)})`);
    await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(1);
    expect(await inPage<number>(page, `document.querySelector('.mermaid-diagram').getBoundingClientRect().top`)).toBeGreaterThan(823);
    await close();
  });
});

describe('diagrams are readable and in the site colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode} mode: text at least the body's size, boxes in the site's colours`, async () => {
      const { page, close } = await openPage(browser);
      await page.addInitScript(`localStorage.setItem('theme', '${mode}')`);
      await page.goto(`${siteUrl}${MANUAL_PAGE}#the-response-flow`);
      await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(1);
      const look = await inPage<{ text: number; body: number; scale: number; fill: string; siteFill: string }>(
        page,
        `(() => {
          const svg = document.querySelector('.mermaid-diagram svg');
          const label = svg.querySelector('.nodeLabel, .node text, text');
          const probe = document.createElement('span');
          probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--c-primary-soft');
          document.body.append(probe);
          const siteFill = getComputedStyle(probe).color;
          probe.remove();
          return {
            text: parseFloat(getComputedStyle(label).fontSize),
            body: parseFloat(getComputedStyle(document.querySelector('.markdown p')).fontSize),
            scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
            fill: getComputedStyle(svg.querySelector('.node rect, .node polygon')).fill,
            siteFill,
          };
        })()`,
      );
      // Drawn at its own size, never shrunk to fit, so its text is as large as the article's.
      expect(look.scale).toBeCloseTo(1, 2);
      expect(look.text).toBeGreaterThanOrEqual(look.body);
      expect(look.fill).toBe(look.siteFill);
      await close();
    });
  }
});
