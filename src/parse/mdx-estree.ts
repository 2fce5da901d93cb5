import { Parser, type Comment, type Node as AcornNode, type Options as AcornOptions } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Program } from 'estree';
import type { SourcePoints } from './source-points.js';

/**
 * The ESTree programs micromark's MDX extensions attach to ESM, expressions and attribute
 * expressions (`data.estree`), rebuilt for a tree that came without them: the same acorn, options,
 * wrapping and positions (document offsets, 0-based `loc` columns), so @mdx-js/mdx compiles it to
 * the same JavaScript. Throws when micromark would have thrown; the caller then asks the reference
 * parser, whose message the author sees.
 */

const acorn = Parser.extend(acornJsx());
const ACORN_OPTIONS = { ecmaVersion: 2024, sourceType: 'module' } as const;
const ESM_TYPES = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportDefaultDeclaration', 'ExportNamedDeclaration']);

export class EstreeMismatch extends Error {}

type Stop = [relative: number, absolute: number];

/** Where each line of `value` starts in the document; the first at `firstOffset`, the rest found after it (container prefixes such as `> ` are skipped). */
function stopsFor(value: string, firstOffset: number, source: string): Stop[] {
  const stops: Stop[] = [];
  let relative = 0;
  let absolute = firstOffset;
  for (const [i, line] of value.split('\n').entries()) {
    // An empty line has no chunk in micromark: its stop is where the line starts, before any `> ` or indentation.
    if (i > 0) absolute = source.indexOf(line, absolute + 1);
    if (absolute < 0 || source.slice(absolute, absolute + line.length) !== line) throw new EstreeMismatch(`line ${i} of an expression is not in the source`);
    stops.push([relative, absolute]);
    relative += line.length + 1;
    absolute += line.length;
  }
  return stops;
}

/** The document offset just after `value`, found line by line as its ESTree positions are. */
export function valueEnd(site: ExpressionSite, source: string): number {
  const [relative, absolute] = stopsFor(site.value, site.offset, source).at(-1)!;
  return absolute + site.value.length - relative;
}

interface Located {
  start: number;
  end: number;
  loc?: unknown;
  range?: [number, number];
}

function fixPositions(estree: AcornNode, value: string, prefix: string, stops: Stop[], points: SourcePoints): void {
  const toAbsolute = (acornOffset: number) => {
    const relative = Math.min(Math.max(acornOffset - prefix.length, 0), value.length);
    let index = 0;
    while (index < stops.length && stops[index]![0] <= relative) index++;
    const [stopRelative, stopAbsolute] = stops[Math.max(index - 1, 0)]!;
    return points.point(stopAbsolute + relative - stopRelative);
  };
  const fix = (node: Located) => {
    const start = toAbsolute(node.start);
    const end = toAbsolute(node.end);
    node.start = start.offset;
    node.end = end.offset;
    node.loc = { start: { line: start.line, column: start.column - 1, offset: start.offset }, end: { line: end.line, column: end.column - 1, offset: end.offset } };
    node.range = [node.start, node.end];
  };
  walkEstree(estree, fix);
}

/**
 * Every node in the tree, acorn's `ParenthesizedExpression` replaced by what it holds (as micromark
 * does). A node acorn shares between two fields (`imported` and `local` of `import {a}`) is fixed
 * once per field, as estree-util-visit does in micromark: the second fix clamps it to the end of
 * the block, and the trees only compile alike if that quirk is kept.
 */
function walkEstree(root: object, fix: (node: Located) => void): void {
  const visit = (node: Record<string, unknown>) => {
    fix(node as unknown as Located);
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'range') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          value[i] = unwrapParens(value[i]);
          if (isNode(value[i])) visit(value[i] as Record<string, unknown>);
        }
      } else if (isNode(value)) {
        node[key] = unwrapParens(value);
        visit(node[key] as Record<string, unknown>);
      }
    }
  };
  visit(root as Record<string, unknown>);
}

function isNode(value: unknown): value is { type: string } {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function unwrapParens(value: unknown): unknown {
  let node = value;
  while (isNode(node) && node.type === 'ParenthesizedExpression') node = (node as unknown as { expression: unknown }).expression;
  return node;
}

/** Comments only, or nothing: `{/* note *\/}` is an empty expression. */
function isEmptyExpression(value: string): boolean {
  return /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ''));
}

export interface ExpressionSite {
  value: string;
  /** Document offset of the value's first character. */
  offset: number;
}

/** `{value}` as a flow or text expression (`allowEmpty`), or an attribute value; `spread` for `{...props}`. */
export function expressionEstree(site: ExpressionSite, points: SourcePoints, kind: 'expression' | 'attribute' | 'spread'): Program {
  const { value } = site;
  const prefix = kind === 'spread' ? '({' : '';
  const suffix = kind === 'spread' ? '})' : '';
  const stops = stopsFor(value, site.offset, points.source);
  const comments: Comment[] = [];
  const options: AcornOptions = { ...ACORN_OPTIONS, onComment: comments, preserveParens: true };
  const empty = isEmptyExpression(value);
  if (empty && kind !== 'expression') throw new EstreeMismatch('empty attribute expression');
  let estree: AcornNode & { comments?: Comment[] };
  try {
    if (empty) estree = acorn.parse(value, options);
    else {
      const full = prefix + value + suffix;
      const expression = acorn.parseExpressionAt(full, 0, options);
      if (!isEmptyExpression(full.slice(expression.end, full.length - suffix.length))) throw new EstreeMismatch('content after expression');
      const end = prefix.length + value.length;
      estree = { type: 'Program', start: 0, end, body: [{ type: 'ExpressionStatement', expression, start: 0, end }], sourceType: 'module', comments: [] } as unknown as AcornNode;
    }
  } catch (error) {
    throw error instanceof EstreeMismatch ? error : new EstreeMismatch(String(error));
  }
  estree.comments = comments;
  fixPositions(estree, value, prefix, stops, points);
  const program = estree as unknown as Program;
  if (kind === 'spread') assertSingleSpread(program);
  return program;
}

function assertSingleSpread(program: Program): void {
  const head = program.body[0];
  if (head?.type !== 'ExpressionStatement' || head.expression.type !== 'ObjectExpression') throw new EstreeMismatch('not an object spread');
  const properties = head.expression.properties;
  if (properties.length !== 1 || properties[0]!.type !== 'SpreadElement') throw new EstreeMismatch('not a single spread');
}

/**
 * One ESM block. `defined` carries the names imported by earlier blocks: micromark declares them
 * first, so importing a name twice fails here as it does there.
 */
export function esmEstree(site: ExpressionSite, points: SourcePoints, defined: string[]): Program {
  const prefix = defined.length ? `var ${defined.join(',')}\n` : '';
  const stops = stopsFor(site.value, site.offset, points.source);
  const comments: Comment[] = [];
  let estree: AcornNode & { comments?: Comment[]; body?: AcornNode[] };
  try {
    estree = acorn.parse(prefix + site.value, { ...ACORN_OPTIONS, onComment: comments, preserveParens: true });
  } catch (error) {
    throw new EstreeMismatch(String(error));
  }
  estree.comments = comments;
  fixPositions(estree, site.value, prefix, stops, points);
  const program = estree as unknown as Program;
  if (prefix) program.body.shift();
  for (const statement of program.body) {
    if (!ESM_TYPES.has(statement.type)) throw new EstreeMismatch(`${statement.type} in ESM`);
    if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) defined.push(specifier.local.name);
  }
  return program;
}
