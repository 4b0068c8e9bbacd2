import { describe, expect, it } from 'vitest';
import { TrainingMovieBody, TRAINING_MOVIE_MESSAGES, videoEmbedUrl } from './trainings';

describe('videoEmbedUrl', () => {
  it('turns the addresses people copy from YouTube and Vimeo into the privacy-friendly players', () => {
    const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe(yt);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(yt);
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('refuses anything else: other hosts, malformed ids, scripts', () => {
    for (const bad of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/dQw4w9WgXcQ"onload="x',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'nie adres',
    ])
      expect(videoEmbedUrl(bad), bad).toBeNull();
    const res = TrainingMovieBody.safeParse({ title: 'Film', videoUrl: 'https://example.com/film.mp4' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(TRAINING_MOVIE_MESSAGES.url);
  });
});
