const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The loader a server-rendered page carries instead of its module script. The page is whole without
 * JavaScript, so the app's scripts are fetched only once it has been painted: after the document is
 * parsed, the first contentful paint has happened and the above-the-fold image the page marked with
 * `fetchpriority="high"` is decoded, or two seconds have passed (on a slow link the stylesheet, the
 * HTML and that image get the bandwidth first). The scripts are then requested together (modulepreload), so there is no
 * waterfall, and the entry is imported. Browsers without paint timing fetch them once the document is
 * parsed. Only the two-second cap uses a timer, so a page whose clock is faked (tests) still hydrates.
 * Before all that, an address with a #fragment marks the root as a section jump (styles.css), so the
 * sections before the target render and the browser's scroll to it lands where it really is.
 */
function loaderSource(entry: string, preloads: readonly string[]): string {
  return (
    `(()=>{if(location.hash)document.documentElement.dataset.sectionJump="";` +
    `const e=${JSON.stringify(entry)},p=${JSON.stringify(preloads)};let d=0;` +
    `const run=()=>{if(d)return;d=1;const f=document.createDocumentFragment();for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;f.append(l)}document.head.append(f);import(e)};` +
    `const images=()=>Promise.race([Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map(i=>i.decode().catch(()=>{}))),new Promise(r=>setTimeout(r,2e3))]).then(run);` +
    `const painted=()=>{if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return run();` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();images()}}).observe({type:"paint",buffered:!0})};` +
    `document.readyState==="loading"?addEventListener("DOMContentLoaded",painted,{once:!0}):painted()})()`
  );
}

/**
 * Rewrites a server-rendered page's head so its JavaScript does not compete with its first paint:
 * the template's module script and modulepreload links, and the matched routes' scripts (`routeScripts`),
 * are replaced by one inline loader (carrying the page's CSP `nonce`) that fetches them all once the
 * page has been painted. A page without a module script is returned unchanged.
 */
export function loadScriptsAfterPaint(html: string, routeScripts: readonly string[], nonce: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const rest = html.slice(head.length);
  const stripped = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader = `<script nonce="${nonce}">${loaderSource(entry, [...new Set([...preloads, ...routeScripts])])}</script>`;
  return `${stripped}${loader}${rest}`;
}

/**
 * Rewrites the head of a page served as islands: the app's module script and modulepreload links are
 * dropped, and the islands runtime (`entry`, with the chunks it imports) is loaded instead, after the
 * first paint like the app's scripts (`loaderSource`): until then every control of the page works
 * without it (links, forms, popovers). The root element says `data-islands="waiting"` until the runtime
 * has started (it then says "started").
 */
export function loadIslandsRuntimeScript(html: string, runtime: { entry: string; preloads: readonly string[] }, nonce: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html
    .slice(0, headEnd)
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html\b/, '<html data-islands="waiting"');
  const loader = `<script nonce="${nonce}">${loaderSource(runtime.entry, runtime.preloads)}</script>`;
  return `${head}${loader}${html.slice(headEnd)}`;
}
