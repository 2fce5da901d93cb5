import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { HIT, INPUT, MODAL, openModal, openPage, search } from './search-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
const PAGE = `${siteUrl}building-concepts/`;
const ANSWER = '.search-answer';
const RESET_PASSWORD = '/building-concepts/logic/functions/all-functions/login/resetPassword';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An answer, if one comes, follows the hits within a moment: long enough to be sure none is coming. */
const settle = (page: import('playwright-core').Page) => page.waitForTimeout(600);

describe('the answer passage in the search modal', () => {
  it('answers a question with a sentence or two of the best page, its words marked, above the hits', async () => {
    const { page, errors, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'how do i reset a users password');
    const answer = page.locator(ANSWER);
    await answer.waitFor();
    const text = await answer.locator('.search-answer-text').innerText();
    expect(text.length).toBeGreaterThan(40);
    expect(text.length).toBeLessThanOrEqual(330);
    expect(text.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
    const marks = await answer.locator('mark').allInnerTexts();
    expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['reset', 'password']));
    expect(await answer.locator('.search-answer-source').innerText()).toContain('Reset password');
    expect(decodeURIComponent((await answer.getAttribute('href'))!)).toContain(RESET_PASSWORD);
    // Above the first hit, and not one of DocSearch's items: the arrow keys still move through the hits.
    const [answerBox, hitBox] = [await answer.boundingBox(), await page.locator(HIT).first().boundingBox()];
    expect(answerBox!.y + answerBox!.height).toBeLessThanOrEqual(hitBox!.y);
    expect(await page.locator(`${HIT}[aria-selected="true"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows no answer for a one-word or two-word query, only the hits', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    for (const query of ['password', 'datatable', 'reset password']) {
      await search(page, query);
      await settle(page);
      expect(await page.locator(HIT).count(), query).toBeGreaterThan(0);
      expect(await page.locator(ANSWER).count(), query).toBe(0);
    }
    await close();
  });

  it('drops the answer as soon as the question is edited into a keyword, and on the start screen', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'how do i reset a users password');
    await page.locator(ANSWER).waitFor();
    await search(page, 'password');
    await settle(page);
    expect(await page.locator(ANSWER).count()).toBe(0);
    await search(page, 'how do i reset a users password');
    await page.locator(ANSWER).waitFor();
    await page.fill(INPUT, '');
    await page.waitForSelector('.DocSearch-StartScreen');
    expect(await page.locator(ANSWER).count()).toBe(0);
    await close();
  });

  it('shows no answer when nothing matches', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'qwxzv blorp fnarg');
    await settle(page);
    expect(await page.locator('.DocSearch-NoResults').count()).toBe(1);
    expect(await page.locator(ANSWER).count()).toBe(0);
    await close();
  });

  it('a click on the answer opens its section in the site, without a reload, and closes the modal', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await page.evaluate('window.__notReloaded = true');
    await openModal(page);
    await search(page, 'how do i reset a users password');
    await page.locator(ANSWER).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === RESET_PASSWORD);
    expect(await page.locator(MODAL).count()).toBe(0);
    expect(await page.evaluate('window.__notReloaded')).toBe(true);
    await close();
  });
});
