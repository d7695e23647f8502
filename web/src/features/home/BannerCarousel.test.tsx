import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';

const banner = (banner_id: number, title: string, link: string | null) => ({
  banner_id,
  image: `/images/banners/${banner_id}.svg`,
  image_mobile: null,
  title,
  link,
  open_in_new_tab: false,
  sort: banner_id,
});

describe('the home banners', () => {
  it('show one banner at a time at its drawn size, and step and pick between them', async () => {
    fakeApi({
      'GET /api/index/bannerList': {
        code: 200,
        message: 'Success',
        data: {
          lists: [banner(1, 'STM32 microcontrollers in stock', '/manufacturer/1'), banner(2, 'Upload your BOM', '/bom'), banner(3, 'Request a quote', null)],
          tag_manager: { enabled: false, google_tagmanager_id: null, google_measurement_id: null, script_src: '', position: 'head', data_layer_name: 'dataLayer' },
        },
      },
    });
    await renderInShop(() => <BannerCarousel />);
    const first = await screen.findByRole('img', { name: 'STM32 microcontrollers in stock' });
    expect(first.getAttribute('width')).toBe('1920');
    expect(first.getAttribute('height')).toBe('400');
    expect(first.closest('a')?.getAttribute('href')).toBe('/manufacturer/1');
    expect(screen.queryByRole('img', { name: 'Upload your BOM' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('img', { name: 'Upload your BOM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show banner: Upload your BOM' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(screen.getByRole('img', { name: 'Request a quote' }).closest('a')).toBeNull();
  });
});
