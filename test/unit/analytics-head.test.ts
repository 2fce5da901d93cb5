import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/schema.js';
import { analyticsHead } from '../../src/render/analytics-head.js';

const config = (domain: string, script: string) => ({ analytics: { domain, script } }) as unknown as SiteConfig;

describe('the analytics script', () => {
  it('is added after the load event, so a CDN that never answers cannot hold the page', () => {
    const html = analyticsHead(config('docs.example', 'https://stats.example/js/script.js'));
    expect(html).toMatch(/^<script>addEventListener\('load',/);
    expect(html).toContain('s.async=true');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it('escapes its options where they are written into the <script>: no value can close it', () => {
    const html = analyticsHead(config('x</script><script>alert(1)</script>', 'https://stats.example/a.js?"</script>'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('is absent without analytics settings', () => {
    expect(analyticsHead({} as SiteConfig)).toBe('');
  });
});
