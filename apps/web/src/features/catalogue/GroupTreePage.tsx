import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { fileUrl, type PrizeGroup } from '@klub/contracts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { CatalogueViewPage } from './CatalogueViewPage';
import { href, paths } from '../../config/paths';
import { useGroupTree } from './api';
import { Photo } from '../../components/media';

export function SubgroupLinks({ groups }: { groups: PrizeGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <Box component="ul" aria-label="Podgrupy" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {groups.map((g) => (
        <li key={g.id}>
          <Link to={href(paths.groupDetails, { id: g.id })}>{g.name}</Link>
        </li>
      ))}
    </Box>
  );
}

/** /group — the prize groups (tree: each group with its subgroups). */
export default function GroupTreePage() {
  const tree = useGroupTree();
  return (
    <CatalogueViewPage view="groups">
      {tree.isPending && !tree.isError ? (
        <LoadingState label="Wczytywanie grup…" />
      ) : !tree.data || tree.data.length === 0 ? (
        <EmptyState title="Brak grup nagród" />
      ) : (
        <Box
          component="ul"
          aria-label="Grupy nagród"
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
        >
          {tree.data.map((g) => (
            <Card key={g.id} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
              <CardActionArea component={Link} to={href(paths.groupDetails, { id: g.id })}>
                {g.image ? (
                  <Photo
                    src={fileUrl(g.image)}
                    alt=""
                    sizes="(max-width: 600px) 100vw, 400px"
                    sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
                  />
                ) : null}
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                    {g.name}
                  </Typography>
                  {g.description ? (
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      {g.description}
                    </Typography>
                  ) : null}
                </CardContent>
              </CardActionArea>
              {g.subRows.length > 0 ? (
                <CardContent sx={{ pt: 0 }}>
                  <SubgroupLinks groups={g.subRows} />
                </CardContent>
              ) : null}
            </Card>
          ))}
        </Box>
      )}
    </CatalogueViewPage>
  );
}
