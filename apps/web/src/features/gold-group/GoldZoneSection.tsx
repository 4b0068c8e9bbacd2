import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Download from '@mui/icons-material/Download';
import { QueryView } from '../../components/feedback/QueryView';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { formatFileSize } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { downloadFile } from '../../lib/upload';
import { useMyGoldDocs } from './api';

/** "Strefa Gold" on /my-account: the documents for the signed-in gold member (shown to gold members only). */
export function GoldZoneSection({ isGold }: { isGold: boolean }) {
  const docs = useMyGoldDocs(isGold);
  if (!isGold) return null;
  return (
    <Section title="Strefa Gold">
      <Alert severity="info" sx={{ mb: 2 }}>
        Dokumenty dostępne tylko dla członków grupy Gold.
      </Alert>
      <QueryView query={docs} isEmpty={(list) => list.length === 0} emptyText="Brak dokumentów dla grupy Gold">
        {(list) => (
          <List aria-label="Dokumenty grupy Gold">
            {list.map((doc) => (
              <ListItem
                key={doc.id}
                divider
                secondaryAction={
                  <Button
                    startIcon={<Download />}
                    aria-label={`Pobierz ${doc.title}`}
                    onClick={() =>
                      void downloadFile(doc.url, doc.originalName).catch((e: unknown) =>
                        showToast(errorMessage(e, 'Nie udało się pobrać pliku')),
                      )
                    }
                  >
                    Pobierz
                  </Button>
                }
              >
                <ListItemText
                  primary={doc.title}
                  secondary={[doc.description, `${doc.originalName}, ${formatFileSize(doc.size)}, ${formatDate(doc.createdAt)}`]
                    .filter(Boolean)
                    .join(' — ')}
                  sx={{ pr: 14 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
    </Section>
  );
}
