/** Making SVG elements in as few words as the drawing code needs. */
const NS = 'http://www.w3.org/2000/svg';

export type Attributes = Record<string, string | number | null | undefined>;

/** An SVG element with attributes (null and undefined ones left out) and children. */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: readonly (SVGElement | null)[] = [],
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined) {
      element.setAttribute(name, typeof value === 'number' ? String(Math.round(value * 100) / 100) : value);
    }
  }
  for (const child of children) {
    if (child) {
      element.appendChild(child);
    }
  }
  return element;
}

/** An SVG text element centred on (x, y). */
export function centredText(text: string, x: number, y: number, size: number, fill: string, weight = 700): SVGTextElement {
  const element = svg('text', {
    x,
    y,
    'font-size': size,
    'font-weight': weight,
    fill,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
  });
  element.textContent = text;
  return element;
}
