/**
 * The function reference's one style (content/_README.md, issue 12): the same sections, input names,
 * no-default mark, code-block titles and error-code form on every function page, every code listed
 * on the error-code page, and YAML step examples that name real inputs and link the notation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { errorCodeTables } from './error-codes-table.js';
import { FAILS_WITH, errorCodesOf, firstTable, functionIdOf, inputNamesOf, sectionOf } from './function-pages.js';
import { kindOfRoute, loadSiteContent, type Page, type SiteContent } from './site-content.js';

const SECTIONS = ['Inputs', 'Output', 'Example', 'Errors and edge cases', 'Related functions'];
const INPUTS_HEADER = '| Name | Type | Required | Default | Description |';
const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;
/** A literal default is in code; a described default is words. Bare literals and other "no default" marks are not allowed. */
const BAD_DEFAULT = /^(?:|none|n\/a|-|—|null|true|false|-?\d+(?:\.\d+)?|"[^"]*")$/i;
const BLOCK_TITLES = /^(?:Step(?: \d+)? inputs|Returned value(?: of step \d+)?|Request body)$/;
const ERROR_CODE = /^(?=.{3,})[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const QUOTED_ERROR = /\bfails? with ["“']/;
/** An error code named by another verb ("raises `X`", "stops with `X`", "the error `X`"): write "fails with `X`". */
const OTHER_ERROR_FORM = /\b(?:raises?|throws?|reports?|returns? the error|stops?(?: the (?:step|action))? with|with the error|error code) `([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/;
/** Codes merged into others by the review of issue 12; a page naming one again splits a failure in two. */
const RETIRED_CODES: Record<string, string> = {
  MISSING_DATE: 'MISSING_INPUT',
  NO_SOURCE: 'MISSING_INPUT',
  NO_TARGET_SIZE: 'MISSING_INPUT',
  MISSING_SECRET: 'MISSING_INPUT',
  WHOLE_DAYS_ONLY: 'NOT_A_WHOLE_NUMBER',
  UNKNOWN_UNIT: 'INVALID_OPTION',
  UNSUPPORTED_ALGORITHM: 'INVALID_OPTION',
  UNKNOWN_CATEGORY: 'INVALID_OPTION',
  NOT_ALLOWED: 'PERMISSION_DENIED',
  FORBIDDEN_TEMPLATE: 'PERMISSION_DENIED',
  NO_TEMPLATE_CONTEXT: 'BROWSER_REQUIRED',
  LIMIT_TOO_HIGH: 'INVALID_LIMIT',
  UNTERMINATED_QUOTE: 'UNCLOSED_QUOTE',
};
/** Defaults that are words describing behavior, not literal values (which go in code). */
const DESCRIBED_DEFAULTS = /^(?:unchanged|automatic|empty|none of them|all)$/;
const ERROR_CODES_ROUTE = '/reference/Function error codes';
const STEP_NOTATION = '/building-concepts/logic/functions/#step-notation';
/** Words that are flow constructs in the YAML notation, not function ids. */
const FLOW_WORDS = /^(?:if|then|else|loop\b.*|call action|call API|steps)$/;

let site: SiteContent;
let functions: Page[];
beforeAll(async () => {
  site = await loadSiteContent(process.env.CONTENT_ROOT || undefined);
  functions = site.pages.filter((p) => kindOfRoute(p.route) === 'function');
}, 60_000);

describe('Tessera content: one style for the function reference', () => {
  it('there are function pages to check', () => {
    expect(functions.length).toBeGreaterThan(200);
  });

  it('every function page has the five sections, in order, and no others', () => {
    const problems = functions.flatMap((page) => {
      const h2 = page.source.split('\n').filter((l) => /^## /.test(l)).map((l) => l.slice(3).trim());
      return h2.join(' / ') === SECTIONS.join(' / ') ? [] : [`${page.file}: sections are "${h2.join(' / ')}", expected "${SECTIONS.join(' / ')}"`];
    });
    expect(problems).toEqual([]);
  });

  it('inputs are one table with the same columns, camelCase names and one no-default mark (–)', () => {
    const problems = functions.flatMap((page) => {
      const section = sectionOf(page.source, 'Inputs');
      if (!section) return [`${page.file}: no Inputs section`];
      const table = firstTable(section);
      // A function without inputs says so in words instead of an empty table.
      if (!table) return /takes no inputs/.test(section.body) ? [] : [`${page.file}:${section.line}: Inputs has no table and does not say "takes no inputs"`];
      const out: string[] = [];
      if (table.header !== INPUTS_HEADER) out.push(`${page.file}:${section.line}: Inputs header is "${table.header}", expected "${INPUTS_HEADER}"`);
      for (const { cells, line } of table.rows) {
        const [name = '', , , def = ''] = cells;
        if (!CAMEL_CASE.test(name)) out.push(`${page.file}:${line}: input name "${name}" is not camelCase`);
        if (def !== '–' && BAD_DEFAULT.test(def)) out.push(`${page.file}:${line}: default "${def}" of ${name}: write "–" for no default and literals in code (\`false\`)`);
        else if (/^[a-z][\w-]*$/.test(def) && !DESCRIBED_DEFAULTS.test(def)) out.push(`${page.file}:${line}: default ${def} of ${name} looks like a literal value: put it in code (\`${def}\`)`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('code blocks carry one of the standard titles', () => {
    const problems = functions.flatMap((page) =>
      page.codeBlocks.flatMap((block) => {
        const title = /title="([^"]*)"/.exec(block.meta)?.[1];
        if (title === undefined) return block.lang === 'mermaid' ? [] : [`${page.file}:${block.line}: code block without a title`];
        return BLOCK_TITLES.test(title) ? [] : [`${page.file}:${block.line}: code block title "${title}" is not one of Step inputs, Step N inputs, Returned value, Returned value of step N, Request body`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('examples pass only inputs the Inputs table lists', () => {
    const problems = functions.flatMap((page) => {
      const inputs = inputNamesOf(page);
      return page.codeBlocks
        .filter((b) => b.lang === 'json' && /title="Step inputs"/.test(b.meta))
        .flatMap((block) => {
          let value: unknown;
          try {
            value = JSON.parse(block.value);
          } catch {
            return [`${page.file}:${block.line}: "Step inputs" is not valid JSON`];
          }
          if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${page.file}:${block.line}: "Step inputs" is not an object of input names`];
          return Object.keys(value).filter((k) => !inputs.includes(k)).map((k) => `${page.file}:${block.line}: example passes \`${k}\`, which is not in the Inputs table (${inputs.join(', ') || 'no inputs'})`);
        });
    });
    expect(problems).toEqual([]);
  });

  it('"Errors and edge cases" names at least one real failure with its error code', () => {
    const problems = functions.flatMap((page) => {
      const section = sectionOf(page.source, 'Errors and edge cases');
      if (!section) return [`${page.file}: no "Errors and edge cases" section`];
      const codes = [...section.body.matchAll(FAILS_WITH)].map((m) => m[1]!).filter((c) => ERROR_CODE.test(c));
      return codes.length ? [] : [`${page.file}:${section.line}: "Errors and edge cases" names no failure as "fails with \`ERROR_CODE\`"`];
    });
    expect(problems).toEqual([]);
  });

  it('error codes have one form: "fails with `UPPER_SNAKE_CASE`", never a quoted message', () => {
    const problems = functions.flatMap((page) =>
      page.source.split('\n').flatMap((text, i) => {
        const out: string[] = [];
        if (QUOTED_ERROR.test(text)) out.push(`${page.file}:${i + 1}: an error is named by a quoted message; write "fails with \`ERROR_CODE\`"`);
        for (const m of text.matchAll(FAILS_WITH)) {
          if (!ERROR_CODE.test(m[1]!)) out.push(`${page.file}:${i + 1}: error code \`${m[1]}\` is not UPPER_SNAKE_CASE`);
          const merged = RETIRED_CODES[m[1]!];
          if (merged) out.push(`${page.file}:${i + 1}: \`${m[1]}\` was merged into \`${merged}\` (same failure, one code)`);
        }
        const other = OTHER_ERROR_FORM.exec(text);
        if (other) out.push(`${page.file}:${i + 1}: error \`${other[1]}\` is named as "${other[0].split(' `')[0]}"; write "fails with \`${other[1]}\`"`);
        return out;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every error code a function page names is listed on the Function error codes page, with that function', () => {
    const codesPage = site.byRoute.get(ERROR_CODES_ROUTE);
    expect(codesPage, `${ERROR_CODES_ROUTE} is missing`).toBeDefined();
    const listed = new Map<string, string>();
    for (const row of codesPage!.sentences) {
      const code = /^`?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)`? \|/.exec(row.text)?.[1];
      if (code) listed.set(code, row.text);
    }
    const problems = functions.flatMap((page) =>
      errorCodesOf(page).flatMap(({ code, line }) => {
        const row = listed.get(code);
        if (!row) return [`${page.file}:${line}: \`${code}\` is not listed on ${ERROR_CODES_ROUTE}`];
        return row.includes(functionIdOf(page)) ? [] : [`${page.file}:${line}: the row of \`${code}\` on ${ERROR_CODES_ROUTE} does not name ${functionIdOf(page)}`];
      }),
    );
    // And no stale rows: every listed code is still named by some function page.
    const named = new Set(functions.flatMap((page) => errorCodesOf(page).map((c) => c.code)));
    for (const code of listed.keys()) if (!named.has(code)) problems.push(`${codesPage!.file}: \`${code}\` is listed but no function page names it any more`);
    expect(problems).toEqual([]);
  });
});

describe('Tessera content: the Function error codes page', () => {
  it('its tables are what `npm run content:error-codes` writes from the function pages', () => {
    const page = site.byRoute.get(ERROR_CODES_ROUTE)!.source;
    const tables = page.slice(page.search(/^## A to C$/m));
    expect(tables, 'run `npm run content:error-codes` after changing a "fails with" sentence').toBe(errorCodeTables(functions));
  });
});

describe('Tessera content: YAML step examples', () => {
  const yamlBlocks = () => site.pages.flatMap((page) => page.codeBlocks.filter((b) => b.lang === 'yaml').map((block) => ({ page, block })));

  it('every YAML example links the step notation just before it', () => {
    const problems = yamlBlocks().flatMap(({ page, block }) => {
      const before = page.source.split('\n').slice(0, block.line - 1).join('\n').slice(-900);
      return before.includes(STEP_NOTATION) || before.includes(STEP_NOTATION.replace('/#', '#')) ? [] : [`${page.file}:${block.line}: YAML example without a link to ${STEP_NOTATION} in the text before it`];
    });
    expect(problems).toEqual([]);
  });

  it('every step of a YAML example names a documented function and only inputs that function has', () => {
    const byId = new Map(functions.map((p) => [functionIdOf(p).toLowerCase(), p]));
    const problems: string[] = [];
    const visit = (steps: unknown, where: string) => {
      if (!Array.isArray(steps)) return;
      for (const step of steps) {
        if (!step || typeof step !== 'object') continue;
        for (const [key, args] of Object.entries(step as Record<string, unknown>)) {
          if (FLOW_WORDS.test(key)) {
            // Flow constructs hold nested steps (then/else lists, loop bodies).
            if (Array.isArray(args)) visit(args, where);
            else if (args && typeof args === 'object') for (const v of Object.values(args)) visit(v, where);
            continue;
          }
          const fn = byId.get(key.toLowerCase());
          if (!fn) {
            problems.push(`${where}: step \`${key}\` is not a documented function id (nor if/then/else/loop/call action/call API)`);
            continue;
          }
          if (!args || typeof args !== 'object' || Array.isArray(args)) continue;
          const inputs = inputNamesOf(fn);
          for (const name of Object.keys(args)) if (!inputs.includes(name)) problems.push(`${where}: ${key} has no input \`${name}\` (its inputs: ${inputs.join(', ')})`);
        }
      }
    };
    for (const { page, block } of yamlBlocks()) {
      const where = `${page.file}:${block.line}`;
      let doc: unknown;
      try {
        doc = YAML.parse(block.value);
      } catch (error) {
        problems.push(`${where}: YAML example does not parse: ${String((error as Error).message).split('\n')[0]}`);
        continue;
      }
      const root = doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Record<string, unknown>).steps : doc;
      if (!Array.isArray(root)) problems.push(`${where}: a YAML example is a list of steps under \`steps:\``);
      else visit(root, where);
    }
    expect(problems).toEqual([]);
  });
});
