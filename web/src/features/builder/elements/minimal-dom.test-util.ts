// Test helper: just enough of a DOM for react-dom/client to mount, update and commit a tree in Node, so a
// test can count real re-renders (memoisation) without jsdom. Nodes keep attributes and children only.

class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  ownerDocument: FakeDocument;
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    owner: FakeDocument | null,
  ) {
    this.ownerDocument = owner ?? (this as unknown as FakeDocument);
  }
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): FakeNode | null {
    return this.childNodes.at(-1) ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  appendChild(child: FakeNode): FakeNode {
    child.parentNode?.removeChild(child);
    this.childNodes.push(child);
    child.parentNode = this;
    return child;
  }
  insertBefore(child: FakeNode, before: FakeNode | null): FakeNode {
    if (before === null) return this.appendChild(child);
    child.parentNode?.removeChild(child);
    this.childNodes.splice(this.childNodes.indexOf(before), 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild(child: FakeNode): FakeNode {
    this.childNodes.splice(this.childNodes.indexOf(child), 1);
    child.parentNode = null;
    return child;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}

class FakeText extends FakeNode {
  constructor(
    public nodeValue: string,
    owner: FakeDocument,
  ) {
    super(3, '#text', owner);
  }
  get textContent(): string {
    return this.nodeValue;
  }
}

class FakeElement extends FakeNode {
  attributes = new Map<string, string>();
  style: Record<string, string> & { setProperty(name: string, value: string): void; removeProperty(name: string): void };
  namespaceURI = 'http://www.w3.org/1999/xhtml';
  constructor(tag: string, owner: FakeDocument) {
    super(1, tag.toUpperCase(), owner);
    const style: Record<string, string> = {};
    this.style = Object.assign(style, {
      setProperty: (name: string, value: string) => void (style[name] = value),
      removeProperty: (name: string) => void delete style[name],
    });
  }
  get tagName(): string {
    return this.nodeName;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  get textContent(): string {
    return this.childNodes.map((child) => (child as FakeElement).textContent).join('');
  }
  set textContent(value: string) {
    for (const child of [...this.childNodes]) this.removeChild(child);
    if (value !== '') this.appendChild(new FakeText(value, this.ownerDocument));
  }
}

class FakeDocument extends FakeNode {
  documentElement: FakeElement;
  body: FakeElement;
  head: FakeElement;
  activeElement: FakeElement | null = null;
  defaultView: unknown = globalThis;
  constructor() {
    super(9, '#document', null);
    this.documentElement = new FakeElement('html', this);
    this.head = this.documentElement.appendChild(new FakeElement('head', this)) as FakeElement;
    this.body = this.documentElement.appendChild(new FakeElement('body', this)) as FakeElement;
    this.appendChild(this.documentElement);
  }
  createElement(tag: string): FakeElement {
    return new FakeElement(tag, this);
  }
  createElementNS(_namespace: string, tag: string): FakeElement {
    return new FakeElement(tag, this);
  }
  createTextNode(text: string): FakeText {
    return new FakeText(text, this);
  }
}

/** The fake DOM's element type, as a test reads it (`textContent`, `getAttribute`). */
export type MinimalElement = FakeElement;

/**
 * Installs a fresh fake document as `globalThis.document` (and `window`) for react-dom/client and returns a
 * container to mount into. Call `uninstall` when done.
 */
export function installMinimalDom(): { container: FakeElement; uninstall: () => void } {
  const globals = globalThis as Record<string, unknown>;
  const saved = {
    document: globals.document,
    window: globals.window,
    HTMLIFrameElement: globals.HTMLIFrameElement,
    IS_REACT_ACT_ENVIRONMENT: globals.IS_REACT_ACT_ENVIRONMENT,
  };
  const document = new FakeDocument();
  globals.document = document;
  globals.window = globalThis;
  // React checks `activeElement instanceof HTMLIFrameElement` while committing.
  globals.HTMLIFrameElement = class {};
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.body.appendChild(document.createElement('div')) as FakeElement;
  return {
    container,
    uninstall: () => {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete globals[key];
        else globals[key] = value;
      }
    },
  };
}
