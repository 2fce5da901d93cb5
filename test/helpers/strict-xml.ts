/**
 * A small strict XML reader for tests (no XML parser is installed): elements, attributes, text,
 * CDATA, comments and processing instructions; anything not well-formed (an unclosed or mismatched
 * tag, an unquoted attribute, a bare `&` or `<` in text, two root elements) throws.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/;

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : String.fromCodePoint(e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );
}

function checkText(text: string, at: number): void {
  for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) if (!ENTITY.test(text.slice(i))) throw new Error(`bare & at ${at + i}`);
  if (text.includes('<')) throw new Error(`bare < at ${at}`);
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i}: ${JSON.stringify(xml.slice(i, i + 40))}`);
  };
  while (i < xml.length) {
    if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i);
      if (end < 0) fail('unclosed processing instruction');
      i = end + 2;
    } else if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end < 0) fail('unclosed comment');
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i);
      if (end < 0 || !stack.length) fail('CDATA outside an element or unclosed');
      stack.at(-1)!.text += xml.slice(i + 9, end);
      i = end + 3;
    } else if (xml.startsWith('</', i)) {
      const name = NAME.exec(xml.slice(i + 2))?.[0] ?? fail('bad closing tag');
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      i += 2 + name.length;
      while (/\s/.test(xml[i] ?? '')) i++;
      if (xml[i] !== '>') fail('bad closing tag');
      i++;
    } else if (xml[i] === '<') {
      const name = NAME.exec(xml.slice(i + 1))?.[0] ?? fail('bad tag name');
      i += 1 + name.length;
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      for (;;) {
        const space = /^\s*/.exec(xml.slice(i))![0].length;
        i += space;
        if (xml.startsWith('/>', i) || xml[i] === '>') break;
        if (!space) fail('attributes need a space before them');
        const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(xml.slice(i)) ?? fail('bad attribute');
        if (attr[1]! in element.attributes) fail(`attribute ${attr[1]} twice`);
        const value = attr[3] ?? attr[4] ?? '';
        checkText(value, i);
        element.attributes[attr[1]!] = decode(value);
        i += attr[0].length;
      }
      if (stack.length) stack.at(-1)!.children.push(element);
      else if (root) fail('a second root element');
      else root = element;
      if (xml.startsWith('/>', i)) i += 2;
      else {
        stack.push(element);
        i++;
      }
    } else {
      const end = xml.indexOf('<', i) < 0 ? xml.length : xml.indexOf('<', i);
      const text = xml.slice(i, end);
      if (!stack.length) {
        if (text.trim()) fail('text outside the root element');
      } else {
        checkText(text, i);
        stack.at(-1)!.text += decode(text);
      }
      i = end;
    }
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
/** The one child named `name`, or undefined. */
export const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);
