/**
 * The questions readers looked for and found nowhere (issue 22): each has a page that answers it in
 * place (the rule or the figure, not only a link), the FAQ links that page, and a new page is linked
 * from at least two other pages. Fails if an answer is removed or a page is orphaned again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type SiteContent } from './site-content.js';

interface Answer {
  question: string;
  route: string;
  /** Sentences the page must state (each regex must match one sentence, table row or heading). */
  states: RegExp[];
  /** A page written for this question (rather than a section added to an existing page). */
  newPage?: boolean;
}

const ANSWERS: Answer[] = [
  { question: 'how to export an application and leave Tessera', route: '/tessera-platform/Leaving Tessera', states: [/\*\*Settings → Export\*\*|Settings → Export/, /read-only/, /not exported/], newPage: true },
  { question: 'custom domains and per-environment URLs', route: '/publishing/Custom domains', states: [/customer-portal\.test\.tessera\.example/, /CNAME/, /Starter, Pro and Business/], newPage: true },
  { question: 'resetting a user’s OTP as an administrator', route: '/tessera-platform/users', states: [/Reset OTP/] },
  { question: 'whose rights a scheduled job runs with', route: '/building-concepts/jobs', states: [/runs under its own identity/, /group rights are not checked/] },
  { question: 'a self sign-up guide', route: '/how to/interactive manuals/Self sign-up', states: [/EMAIL_ALREADY_REGISTERED/, /groups: \[Volunteers\]|fixed group/], newPage: true },
  { question: 'taking payments', route: '/how to/interactive manuals/Taking payments', states: [/hosted checkout/, /verifywebhooksignature|signature/], newPage: true },
  { question: 'buying a single extra seat or application, trials and refunds', route: '/licenses-&-billing/Trials, extra seats and refunds', states: [/not sold one at a time/, /no time-limited trial/, /not refunded/], newPage: true },
  { question: 'whether an expired invitation still holds a seat', route: '/tessera-platform/developers', states: [/still holds its seat/] },
  { question: 'the names of the sub-processors', route: '/policies/Sub-processors', states: [/^Polderhaven Data Centers B\.V\. \|/, /^Mainufer Rechenzentrum GmbH \|/, /^Duifpost Mail Delivery B\.V\. \|/, /^Lumenforge AI SAS \|/], newPage: true },
];

let site: SiteContent;
beforeAll(async () => {
  site = await loadSiteContent(process.env.CONTENT_ROOT || undefined);
}, 60_000);

describe('Tessera content: the answers readers looked for (issue 22)', () => {
  for (const answer of ANSWERS) {
    it(`${answer.question}: ${answer.route} answers it and the FAQ links it`, () => {
      const page = site.byRoute.get(answer.route);
      expect(page, `${answer.route}: no content file produces this route`).toBeDefined();
      const problems = answer.states.filter((re) => !page!.sentences.some((s) => re.test(s.text))).map((re) => `${page!.file}: does not state ${re}`);
      const faq = site.byRoute.get('/Frequently asked questions')!;
      if (!faq.links.some((l) => l.route === answer.route)) problems.push(`${faq.file}: no answer links ${answer.route}`);
      if (answer.newPage) {
        const from = site.pages.filter((p) => p !== page && p.links.some((l) => site.byRoute.get(l.route) === page));
        if (from.length < 2) problems.push(`${answer.route} is linked from ${from.map((p) => p.file).join(', ') || 'no page'}; a new page needs at least 2`);
      }
      expect(problems).toEqual([]);
    });
  }
});
