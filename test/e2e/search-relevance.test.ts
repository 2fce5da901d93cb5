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

let engine: LocalSearchEngine;

beforeAll(async () => {
  const found = await engineFromBuild(inject('siteOutDir'), '/')();
  if (!found) throw new Error('the built site has no search index');
  engine = found;
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
