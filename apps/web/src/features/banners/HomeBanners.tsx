import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import { Link } from 'react-router';
import { fileUrl, type PublicBanner } from '@klub/contracts';
import { useMemberBanners } from './api';
import { Photo } from '../../components/media';

const PICTURE = { width: '100%', aspectRatio: { xxs: '2 / 1', sm: '4 / 1' }, display: 'block', borderRadius: 1 } as const;
/** The pager row under the picture (small icon buttons). */
const PAGER_HEIGHT = 34;

function BannerPicture({ banner }: { banner: PublicBanner }) {
  const img = (
    <Photo
      src={fileUrl(banner.image)}
      alt={banner.title}
      sizes="(max-width: 1280px) 100vw, 1280px"
      loading="eager"
      sx={{ ...PICTURE, objectFit: 'cover' }}
    />
  );
  if (!banner.link) return img;
  return banner.link.startsWith('/') ? (
    <Link to={banner.link}>{img}</Link>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {img}
    </a>
  );
}

/**
 * The home page's banners (what shows to this member now, in the admins' order): one at a time,
 * with previous/next buttons and "2 z 3" when there are more. Nothing when there are none or they
 * fail: banners are an extra, never in the way of the page. While they load, their place is kept
 * (a picture and a pager row), so the page below does not jump when they come (Lighthouse: CLS).
 */
export function HomeBanners() {
  const list = useMemberBanners();
  const [index, setIndex] = useState(0);
  const all = list.data?.data ?? [];
  if (list.isPending) {
    return (
      <Box aria-hidden sx={{ mb: 3 }}>
        <Skeleton variant="rectangular" sx={{ ...PICTURE, height: 'auto' }} />
        <Box sx={{ height: PAGER_HEIGHT, mt: 1 }} />
      </Box>
    );
  }
  if (all.length === 0) return null;
  const at = index % all.length;
  const go = (step: number) => setIndex((at + step + all.length) % all.length);
  return (
    <Box component="section" aria-roledescription="karuzela" aria-label="Banery" sx={{ position: 'relative', mb: 3 }}>
      <Box aria-live="polite" aria-atomic="true">
        <BannerPicture banner={all[at]!} />
      </Box>
      {all.length > 1 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
          <IconButton aria-label="Poprzedni baner" onClick={() => go(-1)} size="small" sx={{ height: PAGER_HEIGHT }}>
            <ChevronLeft />
          </IconButton>
          <Typography variant="body2" color="text.secondary">
            {at + 1} z {all.length}
          </Typography>
          <IconButton aria-label="Następny baner" onClick={() => go(1)} size="small" sx={{ height: PAGER_HEIGHT }}>
            <ChevronRight />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
