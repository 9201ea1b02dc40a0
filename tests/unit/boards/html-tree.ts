/**
 * A small tree of the HTML a board renders on the server (React's static markup: well formed,
 * quoted attributes, known void elements), enough to ask what a sighted child sees.
 */
export interface HtmlElement {
  kind: "element";
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}
export interface HtmlText {
  kind: "text";
  text: string;
  parent: HtmlElement;
}
export type HtmlNode = HtmlElement | HtmlText;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { kind: "element", tag: "#root", attributes: {}, children: [], parent: null };
  let current = root;
  const token = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (const match of html.matchAll(token)) {
    const [whole, closing, opening, attributeText, selfClosing, text] = match;
    if (whole.startsWith("<!--")) continue;
    if (closing) {
      let element: HtmlElement | null = current;
      while (element && element.tag !== closing.toLowerCase()) element = element.parent;
      if (element?.parent) current = element.parent;
    } else if (opening) {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of (attributeText ?? "").matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)) {
        if (name) attributes[name.toLowerCase()] = decode(value ?? "");
      }
      const element: HtmlElement = { kind: "element", tag: opening.toLowerCase(), attributes, children: [], parent: current };
      current.children.push(element);
      if (!selfClosing && !VOID.has(element.tag)) current = element;
    } else if (text) {
      current.children.push({ kind: "text", text: decode(text), parent: current });
    }
  }
  return root;
}

export function* descendants(element: HtmlElement): Generator<HtmlNode> {
  for (const child of element.children) {
    yield child;
    if (child.kind === "element") yield* descendants(child);
  }
}

export function ancestors(node: HtmlNode): HtmlElement[] {
  const list: HtmlElement[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) list.push(parent);
  return list;
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return (element.attributes.class ?? "").split(/\s+/).includes(name);
}

export function textOf(element: HtmlElement): string {
  return [...descendants(element)].map((node) => (node.kind === "text" ? node.text : "")).join("");
}
