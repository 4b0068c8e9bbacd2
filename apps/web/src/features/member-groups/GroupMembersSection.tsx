import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { email as emailSchema, GroupMemberQuery, type GroupMember, type GroupMembersAdded, type MemberSummary } from '@klub/contracts';
import { CsvFileButton } from '../../components/form/CsvFileButton';
import { Section } from '../../components/layout/Section';
import { actionsColumn, DataTable, ListSearchForm, memberNameColumn, RowActions, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { roleShortLabel } from '../../config/labels';
import { formatDate } from '../../lib/dates';
import { MemberPicker } from '../admin-codes';
import { useAddGroupMembers, useGroupMembers, useRemoveGroupMember } from './api';

/**
 * The e-mail addresses anywhere in a CSV file (an export of members, a spreadsheet saved as CSV):
 * every cell that is an address, whatever its column; the other cells are left out.
 */
export function emailsInCsv(text: string): string[] {
  return [...new Set(text.split(/[\s,;"']+/).filter((cell) => cell.includes('@') && emailSchema.safeParse(cell).success))];
}

/** The pasted text's e-mails (a column from a spreadsheet, or separated by commas or semicolons) and what does not look like one. */
export function splitEmails(text: string): { emails: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const p of parts) (emailSchema.safeParse(p).success ? emails : invalid).push(p);
  return { emails: [...new Set(emails)], invalid };
}

function summary(r: GroupMembersAdded, invalid: string[] = []): { text: string; tone: 'success' | 'warning' } {
  const missing = [...invalid, ...r.unknown];
  const parts = [`Dodano: ${r.added}`, r.already ? `już w grupie: ${r.already}` : null].filter(Boolean).join(', ');
  return missing.length
    ? { text: `${parts}. Nie dodano (nie ma takiego członka klubu albo to nie jest adres e-mail): ${missing.join(', ')}`, tone: 'warning' }
    : { text: `${parts}.`, tone: 'success' };
}

/** An existing group's members: add one by search, add many by pasted e-mails, search, remove. */
export function GroupMembersSection({ groupId, groupName }: { groupId: number; groupName: string }) {
  const { query, setQuery, paging } = useListState(GroupMemberQuery);
  const members = useGroupMembers(groupId, query);
  const add = useAddGroupMembers(groupId);
  // RowActions calls it as a hook, in its own component.
  const useRemove = () => useRemoveGroupMember(groupId);
  const [picked, setPicked] = useState<MemberSummary | null>(null);
  const [pasted, setPasted] = useState('');
  const [result, setResult] = useState<ReturnType<typeof summary> | null>(null);
  const fileHelpId = useId();

  const readCsv = async (file: File | null) => {
    if (!file) return;
    const emails = emailsInCsv(await file.text());
    if (emails.length === 0) {
      setResult({ text: `W pliku ${file.name} nie ma adresów e-mail`, tone: 'warning' });
      return;
    }
    setPasted((before) => [before.trim(), ...emails].filter(Boolean).join('\n'));
    setResult({
      text: `Z pliku ${file.name} wczytano adresów e-mail: ${emails.length} — sprawdź je i kliknij „Dodaj z listy”`,
      tone: 'success',
    });
  };

  const addPicked = () => {
    if (!picked) return;
    add.mutate(
      { userIds: [picked.id] },
      {
        onSuccess: (r) => {
          showToast(r.added ? `Dodano do grupy: ${picked.fullName}` : `${picked.fullName} już jest w grupie`, r.added ? 'success' : 'info');
          setPicked(null);
          setResult(null);
        },
      },
    );
  };
  const addPasted = () => {
    const { emails, invalid } = splitEmails(pasted);
    if (emails.length === 0) {
      setResult({
        text: invalid.length ? `To nie są adresy e-mail: ${invalid.join(', ')}` : 'Wklej adresy e-mail, po jednym w wierszu',
        tone: 'warning',
      });
      return;
    }
    add.mutate(
      { emails },
      {
        onSuccess: (r) => {
          setResult(summary(r, invalid));
          setPasted('');
        },
      },
    );
  };

  const columns: Column<GroupMember>[] = [
    memberNameColumn<GroupMember>(),
    { key: 'email', header: 'E-mail', cell: (m) => m.email },
    { key: 'company', header: 'Firma', cell: (m) => m.companyName || '—' },
    { key: 'role', header: 'Rodzaj', cell: (m) => roleShortLabel(m.role) },
    { key: 'region', header: 'Region', cell: (m) => m.regionName ?? '—' },
    { key: 'added', header: 'W grupie od', cell: (m) => formatDate(m.addedAt) },
    actionsColumn((m: GroupMember) => (
      <RowActions
        remove={{
          useDelete: useRemove,
          id: m.id,
          label: `Usuń ${m.fullName} z grupy`,
          question: `Czy na pewno usunąć ${m.fullName} z grupy „${groupName}”?`,
          done: 'Usunięto z grupy',
        }}
      />
    )),
  ];

  return (
    <Section title="Członkowie grupy">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 3, alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ flex: 1, width: '100%', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <MemberPicker label="Znajdź członka klubu" value={picked} onChange={setPicked} />
          </Box>
          <Button variant="contained" onClick={addPicked} disabled={!picked || add.isPending} sx={{ mt: 1 }}>
            Dodaj
          </Button>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
          <TextField
            label="Adresy e-mail do dodania"
            helperText="Po jednym w wierszu — np. kolumna skopiowana z arkusza"
            multiline
            minRows={2}
            maxRows={8}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" onClick={addPasted} disabled={!pasted.trim() || add.isPending}>
              Dodaj z listy
            </Button>
            <CsvFileButton describedBy={fileHelpId} onPick={(file) => void readCsv(file)} />
          </Stack>
          <Typography id={fileHelpId} variant="body2" color="text.secondary">
            Z pliku CSV trafią tu adresy e-mail z każdej kolumny (np. eksport członków).
          </Typography>
        </Stack>
      </Stack>
      {result ? (
        <Alert severity={result.tone} sx={{ mb: 2 }} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      ) : null}
      <ListSearchForm
        applied={query.search ?? ''}
        onSearch={(search) => setQuery({ search })}
        placeholder="Imię, nazwisko, e-mail lub firma"
      />
      <DataTable
        query={members}
        columns={columns}
        label="Członkowie grupy"
        emptyText="Nikogo nie ma jeszcze w tej grupie"
        paging={paging}
      />
    </Section>
  );
}
