import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, withPhotoWidths } from './RichText';

describe('RichText: our photos come in their WebP widths', () => {
  it('gives an uploaded photo srcset, sizes and lazy loading; leaves other images and the rest of the HTML alone', () => {
    const html =
      '<h2>Nowości</h2><p><img src="/api/files/download/ab12cd.jpg" alt="Wałek" /> i ' +
      '<img src="https://example.com/x.png" alt="obcy" /></p><p>Koniec</p>';
    const { container } = render(<RichText html={html} />);
    const [ours, outside] = [...container.querySelectorAll('img')];
    expect(ours!.getAttribute('srcset')).toBe(
      '/api/files/download/ab12cd.jpg?w=320 320w, /api/files/download/ab12cd.jpg?w=640 640w, /api/files/download/ab12cd.jpg?w=1280 1280w',
    );
    expect(ours!.getAttribute('sizes')).toBe('(max-width: 900px) 100vw, 900px');
    expect(ours!.getAttribute('loading')).toBe('lazy');
    expect(ours!.getAttribute('alt')).toBe('Wałek');
    expect(outside!.hasAttribute('srcset')).toBe(false);
    expect(container.querySelector('h2')!.textContent).toBe('Nowości');
    expect(container.textContent).toContain('Koniec');
  });

  it('does not add a second srcset', () => {
    const tagged = withPhotoWidths('<img src="/api/files/download/k.png" />');
    expect(withPhotoWidths(tagged)).toBe(tagged);
  });
});
