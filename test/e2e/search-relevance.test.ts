import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalSearchEngine } from '../../src/search/local-engine.js';
import { engineFromBuild } from '../../src/server/search-endpoint.js';

/**
 * Twenty queries typed the way readers type them (short, lower case, a typo, a half word), each
 * with the page that answers it. The engine is the one the browser runs, over the real site's
 * built index, asked what DocSearch asks.
 */
const QUERIES: [query: string, answer: string][] = [
  ['reset password', '/building-concepts/logic/functions/all-functions/login/resetPassword'],
  ['otp qr', '/building-concepts/ui/Elements/OTP Qr Code'],
  ['celsius', '/building-concepts/logic/functions/all-functions/math/celsiustofahrenheit'],
  ['datatable paging', '/building-concepts/ui/Elements/Paging'],
  ['gdpr', '/policies/Data_Processing_Agreement'],
  ['two factor login', '/how to/interactive manuals/Two-factor login with OTP'],
  ['import csv', '/how to/interactive manuals/Importing a CSV into a data format'],
  ['send email', '/building-concepts/logic/functions/all-functions/integration/sendemail'],
  ['sso', '/how to/interactive manuals/SSO'],
  ['grantgroup', '/building-concepts/logic/functions/all-functions/user/grantgroup'],
  ['uptime sla', '/policies/Uptime_SLA'],
  ['self hosted pricing', '/licenses-&-billing/self-hosted-pricing'],
  ['bug bounty', '/policies/Coordinated_Vulnerability_Disclosure_Policy'],
  ['owasp', '/security/OWASP TOP 10'],
  ['nightly job', '/how to/interactive manuals/Scheduling a nightly job'],
  ['pdf to text', '/building-concepts/logic/functions/all-functions/media/pdftotext'],
  ['ai credits', '/licenses-&-billing/Understanding AI Credits and Billing'],
  ['pasword reset', '/building-concepts/logic/functions/all-functions/login/resetPassword'],
  ['authentification', '/security/Authentication'],
  ['webhook sig', '/building-concepts/logic/functions/all-functions/integration/verifywebhooksignature'],
];

/** Questions as people type them, half of them in natural language, each with the page that answers it. */
const QUESTIONS: [query: string, answer: string][] = [
  ['how do i log a user out', '/building-concepts/logic/functions/all-functions/login/logout'],
  ['how do I log out', '/building-concepts/logic/functions/all-functions/login/logout'],
  ['sign out user', '/building-concepts/logic/functions/all-functions/login/logout'],
  ['how do i reset a users password', '/building-concepts/logic/functions/all-functions/login/resetPassword'],
  ['how can I add days to a date', '/building-concepts/logic/functions/all-functions/date/adddays'],
  ['what is the difference between two dates', '/building-concepts/logic/functions/all-functions/date/datediff'],
  ['how do i format a date', '/building-concepts/logic/functions/all-functions/date/formatdate'],
  ['current date and time', '/building-concepts/logic/functions/all-functions/date/now'],
  ['how do I send an email from an action', '/building-concepts/logic/functions/all-functions/integration/sendemail'],
  ['how do i verify a webhook signature', '/building-concepts/logic/functions/all-functions/integration/verifywebhooksignature'],
  ['send webhook', '/building-concepts/logic/functions/all-functions/integration/sendwebhook'],
  ['how can i add a user to a group', '/building-concepts/logic/functions/all-functions/user/grantgroup'],
  ['remove user from group', '/building-concepts/logic/functions/all-functions/user/revokegroup'],
  ['how do i find a user by email', '/building-concepts/logic/functions/all-functions/user/finduser'],
  ['create user', '/building-concepts/logic/functions/all-functions/user/createuserv2'],
  ['how do i turn on two factor authentication', '/how to/interactive manuals/Two-factor login with OTP'],
  ['configure otp', '/building-concepts/logic/functions/all-functions/user/configureotp'],
  ['check otp code', '/building-concepts/logic/functions/all-functions/user/checkotp'],
  ['how do I zip files', '/building-concepts/logic/functions/all-functions/files/zipfiles'],
  ['unzip', '/building-concepts/logic/functions/all-functions/files/unzipfile'],
  ['read a file as text', '/building-concepts/logic/functions/all-functions/files/readfileastext'],
  ['how do i run an action in the background', '/building-concepts/logic/functions/all-functions/flow/queuejob'],
  ['how can I call another action', '/building-concepts/logic/functions/all-functions/flow/callsubaction'],
  ['stop an action', '/building-concepts/logic/functions/all-functions/flow/stopaction'],
  ['how do i schedule a job every night', '/how to/interactive manuals/Scheduling a nightly job'],
  ['what are jobs', '/building-concepts/jobs'],
  ['how do i back up my data', '/security/Backup'],
  ['where is my data stored', '/security/Data Residency'],
  ['what is dtap', '/security/DTAP'],
  ['how do I embed my app in a web page', '/how to/interactive manuals/Embedding in an HTML page'],
  ['can i use my own react front end', '/how to/interactive manuals/Securing a React front end'],
  ['how do i set up single sign on', '/how to/interactive manuals/SSO'],
  ['how do I call an external api', '/building-concepts/logic/functions/all-functions/api/callexternalapi'],
  ['what is a blank api', '/building-concepts/api/Blank API'],
  ['crud api', '/building-concepts/api/CRUD API'],
  ['how do I import a spreadsheet', '/how to/interactive manuals/Importing a CSV into a data format'],
  ['how do i make a bar chart', '/how to/interactive manuals/Bar charts'],
  ['what is the acceptable use policy', '/policies/Acceptable Use Policy'],
  ['terms and conditions', '/policies/Terms and conditions'],
  ['how do I report a vulnerability', '/policies/Coordinated_Vulnerability_Disclosure_Policy'],
  ['what happens during an incident', '/security/Incident response'],
  ['how much does self hosting cost', '/licenses-&-billing/self-hosted-pricing'],
  ['how are ai credits billed', '/licenses-&-billing/Understanding AI Credits and Billing'],
  ['appsumo', '/licenses-&-billing/AppSumo deals'],
  ['variable scope', '/building-concepts/logic/Variable scope'],
  ['how do loops work', '/building-concepts/logic/loops'],
];

let engine: LocalSearchEngine;

beforeAll(async () => {
  const found = await engineFromBuild(inject('siteOutDir'), '/')();
  if (!found) throw new Error('the built site has no search index');
  engine = found;
});

const topPages = async (query: string) => {
  const { results } = await engine.search({
    requests: [{ indexName: 'tessera_docs', query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
  });
  return results[0]!.hits.slice(0, 3).map((h) => decodeURIComponent(h.url_without_anchor));
};

describe('search that understands questions', () => {
  it('finds the answering page in the first 3 hits for at least 95% of 66 reader questions (half in natural language)', async () => {
    const all = [...QUERIES, ...QUESTIONS];
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(QUESTIONS.filter(([q]) => /^(how|what|where|can|why)\b/i.test(q)).length).toBeGreaterThanOrEqual(all.length / 2 - QUERIES.length / 2);
    const misses: string[] = [];
    for (const [query, answer] of all) if (!(await topPages(query)).includes(answer)) misses.push(`${query} → ${answer}`);
    expect((all.length - misses.length) / all.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('"how do I log a user out" finds the logout function in the first hits, and no FAQ section above it', async () => {
    const pages = await topPages('how do I log a user out');
    const logout = pages.indexOf('/building-concepts/logic/functions/all-functions/login/logout');
    expect(logout).toBeGreaterThanOrEqual(0);
    expect(pages.slice(0, logout)).not.toContain('/Frequently asked questions');
  });
});

describe('search relevance on the real site', () => {
  it.each(QUERIES)('"%s" finds %s in the first 3 hits', async (query, answer) => {
    const { results } = await engine.search({
      requests: [{ indexName: 'tessera_docs', query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
    });
    const pages = results[0]!.hits.slice(0, 3).map((h) => decodeURIComponent(h.url_without_anchor));
    expect(pages).toContain(answer);
  });
});
