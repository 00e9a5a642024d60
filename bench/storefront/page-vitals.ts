// Runs inside the page (Playwright serialises the function): it may use only the DOM and what it defines itself.

export interface LcpElement {
  tag: string;
  /** A short CSS path for the report: up to three levels, each tag with its id or first class. */
  selector: string;
  /** The element's text, whitespace collapsed (empty for an image). */
  text: string;
  /** The image's address, for an image or a background image. */
  url: string;
  timeMs: number;
  /** Whether the element is still in the page at the end (hydration may replace the server's element). */
  connected: boolean;
  /** How the element was found in the server's HTML, or null when it was not. */
  inServerHtml: 'same element' | 'same text' | 'same image' | null;
}

export interface LayoutShift {
  value: number;
  sources: string[];
}

/** The pictures of the product cards the page loaded: how many, and the bytes of the largest and of all. */
export interface CardImages {
  loaded: number;
  largestBytes: number;
  totalBytes: number;
}

export interface PageVitals {
  lcp: LcpElement | null;
  /** The sum of the layout shifts not caused by input (an upper bound of the session-window CLS). */
  cls: number;
  shifts: LayoutShift[];
  cardImages: CardImages;
}

interface LcpEntry extends PerformanceEntry {
  element: Element | null;
  url: string;
}
interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Reads LCP and CLS (buffered entries), then fetches the page's HTML again and looks for the LCP element in it. */
export async function collectVitals(): Promise<PageVitals> {
  const entriesOf = (type: string) =>
    new Promise<PerformanceEntry[]>((resolve) => {
      const entries: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      observer.observe({ type, buffered: true });
      setTimeout(() => {
        entries.push(...observer.takeRecords());
        observer.disconnect();
        resolve(entries);
      }, 200);
    });
  const textOf = (node: Node | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const selectorOf = (node: Node | null): string => {
    const parts: string[] = [];
    let el: Element | null = node instanceof Element ? node : (node?.parentElement ?? null);
    while (el && parts.length < 3 && el.id !== 'app') {
      const cls = el.classList[0];
      parts.unshift(el.tagName.toLowerCase() + (el.id ? `#${el.id}` : cls ? `.${cls}` : ''));
      if (el.id) break;
      el = el.parentElement;
    }
    return parts.join(' > ');
  };
  /** Child indexes from #app down to the element; null outside #app. */
  const pathOf = (el: Element): number[] | null => {
    const path: number[] = [];
    let node: Element = el;
    while (node.id !== 'app') {
      const parent = node.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
      node = parent;
    }
    return path;
  };

  const lcpEntry = (await entriesOf('largest-contentful-paint')).at(-1) as LcpEntry | undefined;
  const shiftEntries = (await entriesOf('layout-shift')) as ShiftEntry[];
  const shifts = shiftEntries
    .filter((e) => !e.hadRecentInput)
    .map((e) => ({
      value: e.value,
      sources: e.sources.map((s) => {
        const r = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
        return `${selectorOf(s.node)} '${textOf(s.node).slice(0, 40)}' ${r(s.previousRect)} -> ${r(s.currentRect)}`;
      }),
    }));
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  // Each card picture the browser chose from its srcset, by the bytes its response body took on the wire.
  const resources = new Map(
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [r.name, r.encodedBodySize]),
  );
  const cardBytes = [...document.querySelectorAll<HTMLImageElement>('.product-card img')]
    .filter((img) => img.complete && img.currentSrc && resources.has(img.currentSrc))
    .map((img) => resources.get(img.currentSrc)!);
  const cardImages = {
    loaded: cardBytes.length,
    largestBytes: Math.max(0, ...cardBytes),
    totalBytes: cardBytes.reduce((sum, b) => sum + b, 0),
  };
  if (!lcpEntry) return { lcp: null, cls, shifts, cardImages };

  const el = lcpEntry.element;
  const isImage = el?.tagName === 'IMG';
  const text = el && !isImage ? textOf(el) : '';
  const url = lcpEntry.url;
  const html = await (await fetch(location.href, { cache: 'no-store', credentials: 'same-origin' })).text();
  // Parsing runs no script: this is the page as the server sent it.
  const server = new DOMParser().parseFromString(html, 'text/html');
  const serverApp = server.getElementById('app');
  let inServerHtml: LcpElement['inServerHtml'] = null;
  const path = el ? pathOf(el) : null;
  let twin: Element | null | undefined = path && serverApp;
  for (const i of path ?? []) twin = twin?.children[i];
  // The addresses an image may load: its src, and each candidate of its srcset and of its <picture>'s sources.
  const addressesOf = (img: Element): string[] => {
    const sources = img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')] : [];
    const sets = [img, ...sources].map((e) => e.getAttribute('srcset') ?? '');
    const candidates = sets.flatMap((set) => set.split(',').map((c) => c.trim().split(/\s+/)[0]));
    return [img.getAttribute('src') ?? '', ...candidates].filter(Boolean);
  };
  const sameImage = (img: Element | null | undefined) =>
    !!img && !!url && addressesOf(img).some((a) => new URL(a, location.href).href === url);
  if (twin && el && twin.tagName === el.tagName && (isImage ? sameImage(twin) : textOf(twin) === text))
    inServerHtml = 'same element';
  else if (url && [...(serverApp?.querySelectorAll('img') ?? [])].some(sameImage)) inServerHtml = 'same image';
  else if (text && textOf(serverApp).includes(text)) inServerHtml = 'same text';
  return {
    lcp: {
      tag: el?.tagName.toLowerCase() ?? '(removed)',
      selector: selectorOf(el),
      text: text.slice(0, 60),
      url,
      timeMs: lcpEntry.startTime,
      connected: !!el?.isConnected,
      inServerHtml,
    },
    cls,
    shifts,
    cardImages,
  };
}
