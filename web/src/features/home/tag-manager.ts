import type { CatalogTagManager } from '@chipmart/generated/internal/model/index';

const MARK = 'data-tag-manager';

/**
 * Adds the site's Google Tag Manager script as the banner call describes it
 * (async, at its position, with its data layer started); at most once per
 * page. Returns whether it added the script.
 */
export function injectTagManager(settings: CatalogTagManager, doc: Document = document): boolean {
  const id = settings.google_tagmanager_id;
  if (!settings.enabled || !id || doc.querySelector(`script[${MARK}]`)) return false;
  const layerName = settings.data_layer_name || 'dataLayer';
  const scope = doc.defaultView as unknown as Record<string, unknown[] | undefined>;
  const layer = (scope[layerName] ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${settings.script_src}?id=${encodeURIComponent(id)}${layerName === 'dataLayer' ? '' : `&l=${encodeURIComponent(layerName)}`}`;
  script.setAttribute(MARK, id);
  if (settings.position === 'head') doc.head.append(script);
  else doc.body.prepend(script);
  return true;
}

/** The longest the script waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 4_000;

/** Runs `task` once the page has loaded and the browser is idle, so a third-party script never competes with the page itself. */
export function whenPageIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
