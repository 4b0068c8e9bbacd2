import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { useToken } from '../../lib/auth-storage';

const steps = [
  { title: 'Załóż konto', text: 'Rejestracja jest bezpłatna i zajmuje kilka minut. Potwierdź e-mail linkiem aktywacyjnym.' },
  { title: 'Wpisuj kody', text: 'Na opakowaniach naszych produktów znajdziesz kody. Każdy kod to punkty na Twoim koncie.' },
  { title: 'Odbieraj nagrody', text: 'Wymieniaj punkty na nagrody z katalogu: narzędzia, elektronikę, bony i wiele więcej.' },
];

/** "/" — public landing with the programme summary. */
export default function LandingPage() {
  usePageTitle(paths.landing.title);
  const signedIn = Boolean(useToken('customer'));

  return (
    <Box>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: { xxs: 6, sm: 10 } }}>
        <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xxs: '2rem', sm: '2.75rem' }, maxWidth: 720, mb: 2 }}>
            Klub dla profesjonalistów, którzy malują z nami
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', maxWidth: 640, mb: 4, opacity: 0.92 }}>
            Program lojalnościowy dla wykonawców, firm remontowych i projektantów. Zbieraj punkty za nasze produkty, bierz udział w
            szkoleniach i wymieniaj punkty na nagrody.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {signedIn ? (
              <Button component={Link} to={paths.home.path} variant="contained" color="secondary" size="large">
                Przejdź do pulpitu
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.registration.path} variant="contained" color="secondary" size="large">
                  Dołącz do Klubu
                </Button>
                <Button
                  component={Link}
                  to={paths.login.path}
                  variant="outlined"
                  size="large"
                  sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.7)' }}
                >
                  Mam już konto
                </Button>
              </>
            )}
          </Box>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="how-it-works" sx={{ maxWidth: 1120, mx: 'auto', px: 2, py: 6 }}>
        <Typography id="how-it-works" variant="h2" sx={{ mb: 3 }}>
          Jak to działa?
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', xs: 'repeat(3, 1fr)' } }}
        >
          {steps.map((step, index) => (
            <Paper component="li" key={step.title} variant="outlined" sx={{ p: 3 }}>
              <Typography aria-hidden sx={{ fontSize: '2rem', fontWeight: 700, color: 'secondary.dark', lineHeight: 1 }}>
                {index + 1}
              </Typography>
              <Typography variant="h3" component="h3" sx={{ mt: 1, mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Paper>
          ))}
        </Box>
        <Typography sx={{ mt: 4 }}>
          Chcesz wiedzieć więcej? Przeczytaj, <RouterLink to={paths.aboutProgram.path}>jak działa program</RouterLink>, albo{' '}
          <RouterLink to={paths.contact.path}>skontaktuj się z nami</RouterLink>.
        </Typography>
      </Box>
    </Box>
  );
}
