import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet } from '@klub/contracts';

export interface PhotoProps {
  src: string;
  alt: string;
  /**
   * How wide the photo shows (the `sizes` attribute), e.g. `(max-width: 600px) 100vw, 400px`; the
   * browser then downloads the smallest WebP copy that fills it, never the full-size upload.
   */
  sizes: string;
  /** `eager` for the one photo the page opens with (above the fold); lazy otherwise. */
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
}

/** A photo of ours (`/api/files/download/{key}`) with its WebP widths as `srcset`; any other address as it is. */
export function Photo({ src, alt, sizes, loading = 'lazy', sx }: PhotoProps) {
  const srcSet = imageSrcSet(src);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      sx={sx}
    />
  );
}
