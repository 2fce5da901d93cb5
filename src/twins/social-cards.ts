import { createHash } from 'node:crypto';
import path from 'node:path';
import { ENGINE_NODE_MODULES } from '../engine/engine-paths.js';
import type { OutputFile } from '../output/output-file.js';
import { encodePng } from './png-encode.js';
import { CACHE_FORMAT, readEntry, writeEntry, type CacheDamage } from '../compile/cache-entry.js';

/** What a card shows: the site's name, the page's section, its title. */
export interface CardSpec {
  site: string;
  section: string;
  title: string;
}

const WIDTH = 1200;
const HEIGHT = 630;
/** The site's colours (the theme's dark palette and primary). */
const COLORS = { background: '#0f172a', band: '#2f5bd3', section: '#7f9fff', title: '#ffffff', site: '#cbd5e1' };
const FONT_DIR = path.join(ENGINE_NODE_MODULES, 'dejavu-fonts-ttf', 'ttf');
const VERSION = 2;

/** A card's content hash: the same card is made once, and a warm build makes none. */
export function cardKey(spec: CardSpec): string {
  return createHash('sha1')
    .update(JSON.stringify({ VERSION, COLORS, ...spec }))
    .digest('hex')
    .slice(0, 16);
}

export const cardPath = (spec: CardSpec) => `assets/cards/${cardKey(spec)}.png`;

/** Characters XML 1.0 does not allow at all (control characters, U+FFFE, U+FFFF, lone surrogates): the SVG parser refuses the whole card. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for the card's SVG: escaped, and without the characters no XML may hold (a title may have any). */
const escapeXml = (s: string) => s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks a title into at most `lines` lines of about `width` characters, the last one cut with an ellipsis. */
export function wrapTitle(title: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The card as SVG: a colour band, the section, the title in up to three lines, the site's name. */
export function cardSvg(spec: CardSpec): string {
  const title = wrapTitle(spec.title, 26, 3);
  const titleY = 330 - (title.length - 1) * 44;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect width="${WIDTH}" height="16" fill="${COLORS.band}"/>`,
    spec.section ? `<text x="80" y="150" font-family="DejaVu Sans" font-size="36" fill="${COLORS.section}">${escapeXml(spec.section)}</text>` : '',
    ...title.map((line, i) => `<text x="80" y="${titleY + i * 88}" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="${COLORS.title}">${escapeXml(line)}</text>`),
    `<text x="80" y="560" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="${COLORS.site}">${escapeXml(spec.site)}</text>`,
    `</svg>`,
  ].join('');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from('IEND');

/** A whole PNG: its signature first and its end chunk last (the body hash already proved it is the bytes written). */
const isPng = (data: Buffer) => data.subarray(0, 8).equals(PNG_SIGNATURE) && data.subarray(-8, -4).equals(PNG_END);

type RenderAsync = (svg: string, options: object) => Promise<{ pixels: Buffer; width: number; height: number }>;

/**
 * The social-card stage: a 1200×630 PNG per card, drawn by resvg on its own threads as pages ask
 * for them (beside the rendering of the pages), and cached by content in `cacheDir`, so a warm
 * build draws none. `add` answers at once with the card's path; `finish` hands over the files.
 */
/** Cards drawn at once: resvg works on libuv's thread pool, which file reads and writes share. */
const DRAWING_AT_ONCE = 2;

export class SocialCards {
  private readonly pending = new Map<string, Promise<OutputFile>>();
  private renderer?: Promise<RenderAsync>;
  private drawing = 0;
  private readonly waiting: (() => void)[] = [];
  drawn = 0;

  constructor(
    private readonly cacheDir: string,
    /** Where a damaged card in the cache is noted (it is drawn again, never published). */
    private readonly damage?: CacheDamage,
  ) {}

  add(spec: CardSpec): string {
    const key = cardKey(spec);
    if (!this.pending.has(key)) {
      const made = this.make(key, spec);
      made.catch(() => {}); // awaited in finish()
      this.pending.set(key, made);
    }
    return `assets/cards/${key}.png`;
  }

  /** A card already asked for, by its path (`assets/cards/<key>.png`), for the dev server. */
  async file(rel: string): Promise<Uint8Array | undefined> {
    const key = /^assets\/cards\/([0-9a-f]+)\.png$/.exec(rel)?.[1];
    const pending = key ? this.pending.get(key) : undefined;
    return pending ? ((await pending).data as Uint8Array) : undefined;
  }

  async finish(): Promise<OutputFile[]> {
    return Promise.all(this.pending.values());
  }

  private async make(key: string, spec: CardSpec): Promise<OutputFile> {
    const cached = path.join(this.cacheDir, `${key}.v${CACHE_FORMAT}.card`);
    const hit = await readEntry(cached, 'card', this.damage);
    if (hit && isPng(hit)) return { path: `assets/cards/${key}.png`, data: hit };
    if (hit) this.damage?.note(cached, 'not a PNG');
    this.renderer ??= import('@resvg/resvg-js').then((m) => (m as unknown as { renderAsync: RenderAsync }).renderAsync);
    const renderAsync = await this.renderer;
    const fontFiles = [path.join(FONT_DIR, 'DejaVuSans.ttf'), path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')];
    if (this.drawing >= DRAWING_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.drawing++;
    let png: Buffer;
    try {
      const image = await renderAsync(cardSvg(spec), { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } });
      png = await encodePng(image.pixels, image.width, image.height);
    } finally {
      this.drawing--;
      this.waiting.shift()?.();
    }
    this.drawn++;
    // The card is published from this copy; a cache that cannot be written only costs the next build a drawing.
    await writeEntry(cached, 'card', png).catch(() => {});
    return { path: `assets/cards/${key}.png`, data: png };
  }
}
