// The popup's modules, started by its classic script (paint-script.ts). The build leaves them out
// of popup.html's tags and names them in one inert <meta> (appModulesFrom in build-script.ts):
// requested by the parser, their eight requests competed with popup-paint.js's own and held the
// first rows up by about 15 ms (docs/performance.md). Without a built list (WXT's dev server)
// the page keeps its own tags and nothing is started here.

/** The <meta> whose content lists the app's module first, then the chunks it imports. */
export const APP_MODULES = 'sidedesk-app-modules';

/** Requests the app's module and its imports, as the tags the build took out would have. */
export function startApp(): void {
  const [entry, ...imports] =
    document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES}"]`)?.content.split(' ') ?? [];
  if (!entry) return;
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = ''; // as Vite's tags: a preload is used only by a request of its own mode
    document.head.append(element);
  };
  for (const href of imports)
    add(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  add(Object.assign(document.createElement('script'), { type: 'module', src: entry }));
}
