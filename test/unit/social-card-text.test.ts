/**
 * Issue 24, item 5: a title or category label with a control character or U+FFFE (which XML cannot
 * hold) no longer makes social-card drawing fail with an internal error: the card is drawn without it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSvg, SocialCards } from '../../src/twins/social-cards.js';

let cache: string;
beforeAll(async () => (cache = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cards-'))));
afterAll(() => rm(cache, { recursive: true, force: true }));

describe('social cards with characters XML cannot hold', () => {
  it('leaves them out of the SVG and keeps the rest of the text', () => {
    const svg = cardSvg({ site: 'Site\u0007', section: 'Guides\uFFFE', title: 'Bell\u0001 and \uD800 surrogate <tag>' });
    expect(svg).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uD800]/);
    expect(svg).toContain('>Guides</text>');
    expect(svg).toContain('>Bell and ');
    expect(svg).toContain('>&lt;tag&gt;<');
  });

  it('draws the card', async () => {
    const cards = new SocialCards(cache);
    const rel = cards.add({ site: 'Site', section: 'Category\u001F label\uFFFE', title: 'Title with \u0000 a NUL and \uFFFF' });
    const [card] = await cards.finish();
    expect(card!.path).toBe(rel);
    expect(
      Buffer.from(card!.data as Uint8Array)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});
