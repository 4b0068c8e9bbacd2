import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { MESSAGES } from '../../config/messages';
import { Page } from '../layout/Page';

interface InPreparationPageProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** An honest placeholder for screens of later stages: the page's title and "W przygotowaniu". */
export function InPreparationPage({ title, backTo, backLabel }: InPreparationPageProps) {
  return (
    <Page title={title}>
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>{MESSAGES.inPreparation}</AlertTitle>
        Ta część Klubu jest w przygotowaniu i pojawi się w kolejnej wersji serwisu.
      </Alert>
      <Button component={Link} to={backTo} variant="outlined">
        {backLabel}
      </Button>
    </Page>
  );
}
