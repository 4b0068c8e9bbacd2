import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import { useDeferredValue, useMemo, useState } from 'react';
import type { FaqPublicGroup } from '@klub/contracts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RichText } from '../../components/layout/RichText';
import { paths } from '../../config/paths';
import { plural } from '../../lib/format';
import { useMemberFaq } from './api';

/** The words of a question and its answer, tags left out, letter case and Polish letters ignored. */
const plain = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .toLowerCase();

/** The groups with the questions holding every word of `search` (all of them when it is empty). */
function filterFaq(groups: FaqPublicGroup[], search: string): FaqPublicGroup[] {
  const words = plain(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((g) => ({
      ...g,
      questions: g.questions.filter((q) => {
        const text = plain(`${g.name} ${q.question} ${q.answer}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.questions.length > 0);
}

const questionsWord = (n: number) => plural(n, { one: 'pytanie', few: 'pytania', many: 'pytań' });

function FaqGroups({ groups }: { groups: FaqPublicGroup[] }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = useMemo(() => filterFaq(groups, deferred), [groups, deferred]);
  const count = shown.reduce((n, g) => n + g.questions.length, 0);
  return (
    <>
      <TextField
        type="search"
        label="Szukaj w pytaniach i odpowiedziach"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 480, mb: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {deferred.trim() ? `Znaleziono ${count} ${questionsWord(count)}` : `${count} ${questionsWord(count)}`}
      </Typography>
      {shown.length === 0 ? <EmptyState title={`Nic nie znaleziono dla „${deferred.trim()}”`}>Spróbuj innych słów.</EmptyState> : null}
      {shown.map((g) => (
        <Box component="section" key={g.id} aria-labelledby={`faq-group-${g.id}`} sx={{ mb: 4 }}>
          <Typography id={`faq-group-${g.id}`} variant="h2" sx={{ mb: 1.5 }}>
            {g.name}
          </Typography>
          {g.questions.map((q) => (
            <Accordion key={q.id} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${q.id}-answer`} id={`faq-${q.id}`}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {q.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${q.id}-answer`}>
                <RichText html={q.answer} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </>
  );
}

/** /faq — the club's questions and answers for this member, in groups, searchable. */
export default function FaqPage() {
  const faq = useMemberFaq();
  return (
    <Page title={paths.faq.title} lead="Odpowiedzi na pytania, które członkowie klubu zadają najczęściej." maxWidth={880}>
      <QueryView query={faq} isEmpty={(f) => f.total === 0} emptyText="Brak pytań — zajrzyj tu później">
        {(f) => <FaqGroups groups={f.data} />}
      </QueryView>
    </Page>
  );
}
