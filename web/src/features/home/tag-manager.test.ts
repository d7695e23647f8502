import type { CatalogTagManager } from '@chipmart/generated/internal/model/index';
import { afterEach, describe, expect, it } from 'vitest';
import { injectTagManager } from './tag-manager.ts';

const settings: CatalogTagManager = {
  enabled: true,
  google_tagmanager_id: 'GTM-N6XK3PL',
  google_measurement_id: null,
  script_src: 'https://www.googletagmanager.com/gtm.js',
  position: 'head',
  data_layer_name: 'dataLayer',
};

afterEach(() => {
  document.querySelectorAll('script[data-tag-manager]').forEach((script) => script.remove());
  delete (window as unknown as Record<string, unknown>).dataLayer;
});

describe('the tag-manager script from the banner call', () => {
  it('is added once, async, where the settings say, with its data layer started', () => {
    expect(injectTagManager(settings)).toBe(true);
    expect(injectTagManager(settings)).toBe(false);
    const scripts = document.head.querySelectorAll('script[data-tag-manager]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-N6XK3PL');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((window as unknown as { dataLayer: { event: string }[] }).dataLayer[0]?.event).toBe('gtm.js');
  });

  it('names a data layer other than the default in the script URL, and can go at the start of the body', () => {
    injectTagManager({ ...settings, data_layer_name: 'chipmartLayer', position: 'body_start' });
    const script = document.body.firstElementChild as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-N6XK3PL&l=chipmartLayer');
    delete (window as unknown as Record<string, unknown>).chipmartLayer;
  });

  it('is not added when the site has none', () => {
    expect(injectTagManager({ ...settings, enabled: false })).toBe(false);
    expect(injectTagManager({ ...settings, google_tagmanager_id: null })).toBe(false);
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
  });
});
