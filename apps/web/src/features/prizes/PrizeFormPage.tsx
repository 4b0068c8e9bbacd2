import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { fileUrl, PrizeBody, UPLOAD_ACCEPT, type PrizeDetails, type PrizeGroup } from '@klub/contracts';
import { FormCheckbox, FormDecimalField, FormTextField, RichTextField, SubmitButton, useZodForm } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
import { UploadButton, useUpload } from '../../components/form/use-upload';
import { GroupSelectField } from './GroupSelectField';
import { EntityHistory } from '../settings';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import {
  groupOptions,
  useAddCharacteristic,
  useAdminGroups,
  useAdminPrize,
  useCreatePrize,
  useDeleteCharacteristic,
  useUpdatePrize,
} from './api';

const P = paths.admin.prizes;

interface Variant {
  id?: number;
  name: string;
  value: string;
}

function Variants({
  variants,
  onAdd,
  onRemove,
  busy,
}: {
  variants: Variant[];
  onAdd: (v: Variant) => void;
  onRemove: (v: Variant) => void;
  busy: boolean;
}) {
  const [name, setName] = useState('Rozmiar');
  const [value, setValue] = useState('');
  const add = () => {
    if (!name.trim() || !value.trim()) {
      showToast('Podaj nazwę i wartość wariantu');
      return;
    }
    onAdd({ name: name.trim(), value: value.trim() });
    setValue('');
  };
  return (
    <Section title="Warianty (np. rozmiar, kolor)">
      {variants.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Nagroda nie ma wariantów.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Warianty" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {variants.map((v) => (
            <li key={v.id ?? `${v.name}:${v.value}`}>
              <Chip
                label={`${v.name}: ${v.value}`}
                onDelete={busy ? undefined : () => onRemove(v)}
                deleteIcon={<Delete aria-label={`Usuń wariant ${v.name}: ${v.value}`} />}
              />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label="Nazwa wariantu"
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          size="small"
          label="Wartość wariantu"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Button variant="outlined" onClick={add} disabled={busy}>
          Dodaj wariant
        </Button>
      </Box>
    </Section>
  );
}

function Images({ images, onChange }: { images: string[]; onChange: (next: string[]) => void }) {
  const { progress, start } = useUpload(true);
  const upload = (file: File) =>
    start(file, (uploaded) => {
      onChange([...images, uploaded.key]);
      showToast('Dodano zdjęcie', 'success');
    });
  return (
    <Section title="Zdjęcia">
      {images.length === 0 ? <Typography color="text.secondary">Brak zdjęć — uczestnicy zobaczą zastępczą grafikę.</Typography> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {images.map((key, i) => (
          <Box key={key} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={fileUrl(key)}
              alt={`Zdjęcie ${i + 1}${i === 0 ? ' (główne)' : ''}`}
              sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
            <IconButton
              size="small"
              aria-label={`Usuń zdjęcie ${i + 1}`}
              onClick={() => onChange(images.filter((k) => k !== key))}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {progress !== null ? <LinearProgress variant="determinate" value={progress} aria-label="Postęp przesyłania" sx={{ mb: 2 }} /> : null}
      <UploadButton label="Dodaj zdjęcie" accept={UPLOAD_ACCEPT} busy={progress !== null} onFile={upload} />
    </Section>
  );
}

function PrizeForm({ existing, tree }: { existing?: PrizeDetails; tree: PrizeGroup[] }) {
  const form = useZodForm(PrizeBody, {
    defaultValues: {
      name: existing?.name ?? '',
      groupId: existing?.groupId ?? null,
      description: existing?.description ?? '',
      pointsPrice: existing?.pointsPrice,
      plnPrice: existing?.plnPrice ?? null,
      stock: existing?.stock ?? 0,
      shopNumber: existing?.shopNumber ?? null,
      isActive: existing?.isActive ?? true,
      images: existing?.images ?? [],
    },
  });
  const [variants, setVariants] = useState<Variant[]>(
    existing?.characteristics.map((c) => ({ id: c.id, name: c.name, value: c.value })) ?? [],
  );
  const create = useCreatePrize();
  const update = useUpdatePrize();
  const addVariant = useAddCharacteristic();
  const removeVariant = useDeleteCharacteristic();
  const navigate = useNavigate();
  const saved = useSaveAndReturn(P.list.path);

  const onAddVariant = (v: Variant) => {
    if (!existing) {
      setVariants((list) => [...list, v]);
      return;
    }
    addVariant.mutate(
      { prizeId: existing.id, name: v.name, value: v.value, pos: variants.length + 1 },
      { onSuccess: (c) => setVariants((list) => [...list, { id: c.id, name: c.name, value: c.value }]) },
    );
  };
  const onRemoveVariant = (v: Variant) => {
    if (v.id === undefined) {
      setVariants((list) => list.filter((x) => x !== v));
      return;
    }
    removeVariant.mutate(v.id, {
      onSuccess: () => setVariants((list) => list.filter((x) => x.id !== v.id)),
    });
  };

  const submit = form.handleSubmit((values) => {
    // An emptied shop number or złoty price is cleared on the server (null), not left as it was.
    const body = {
      ...values,
      shopNumber: values.shopNumber ?? null,
      plnPrice: values.plnPrice ?? null,
      stock: values.stock ?? 0,
      images: values.images ?? [],
    };
    if (existing) {
      update.mutate({ id: existing.id, body }, { onSuccess: () => saved(MESSAGES.saved) });
      return;
    }
    create.mutate(body, {
      onSuccess: async (prize) => {
        try {
          for (const [i, v] of variants.entries())
            await addVariant.mutateAsync({ prizeId: prize.id, name: v.name, value: v.value, pos: i + 1 });
          await saved('Dodano nagrodę');
        } catch (error) {
          showToast(errorMessage(error, 'Nagrodę dodano, ale nie wszystkie warianty się zapisały'));
          await navigate(href(P.editPrize, { id: prize.id }));
        }
      },
    });
  });

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Nagroda" onSubmit={submit}>
      <Section title="Dane nagrody">
        <Stack spacing={3} sx={{ maxWidth: 640 }}>
          <FormTextField control={form.control} name="name" label="Nazwa nagrody" required autoFocus maxLength={200} />
          <GroupSelectField
            control={form.control}
            name="groupId"
            label="Grupa"
            emptyLabel="Bez grupy"
            helperText="Bez grupy nagroda nie jest widoczna dla uczestników"
            options={groupOptions(tree)}
          />
          <RichTextField
            control={form.control}
            name="description"
            label="Opis"
            helperText="Pogrubienie, kursywa, nagłówki, listy i odnośniki. Tak opis zobaczą uczestnicy na stronie nagrody."
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <FormTextField
              control={form.control}
              name="pointsPrice"
              label="Cena w punktach"
              numeric
              helperText="Puste: wyliczona z ceny w zł i przelicznika"
            />
            <FormDecimalField control={form.control} name="plnPrice" label="Cena w zł" helperText="Np. 49,99" />
            <FormTextField control={form.control} name="stock" label="Stan magazynu" numeric />
            <FormTextField
              control={form.control}
              name="shopNumber"
              label="Numer sklepu partnera"
              numeric
              helperText="Tylko produkty partnerów"
            />
          </Box>
          <FormCheckbox control={form.control} name="isActive" label="Aktywna (widoczna dla uczestników)" />
        </Stack>
      </Section>
      <Variants
        variants={variants}
        onAdd={onAddVariant}
        onRemove={onRemoveVariant}
        busy={addVariant.isPending || removeVariant.isPending}
      />
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => <Images images={field.value ?? []} onChange={field.onChange} />}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={create.isPending || update.isPending}>Zapisz nagrodę</SubmitButton>
        <Button component={Link} to={P.list.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/prizes/add/prize and /admin/prizes/edit/prize/:id */
export default function PrizeFormPage() {
  const { id } = useParams();
  const prizeId = id ? Number(id) : null;
  const groups = useAdminGroups();
  const prize = useAdminPrize(prizeId);
  return (
    <EditPage
      title={prizeId ? P.editPrize.title : P.addPrize.title}
      editing={prizeId !== null}
      // A prize that fails to load counts as not found (getPrizesById answers 404).
      load={
        prizeId
          ? { ready: groups.data !== undefined && (prize.data !== undefined || prize.isError), failed: groups.isError }
          : loadState(groups)
      }
      record={prizeId ? prize.data : undefined}
      missingText={`Nie znaleziono nagrody nr ${prizeId}.`}
      lead={(p) => p.name}
    >
      {(p) => (
        <>
          <PrizeForm key={p?.id ?? 'new'} existing={p} tree={groups.data ?? []} />
          {p ? <EntityHistory entity="prizes" entityId={p.id} /> : null}
        </>
      )}
    </EditPage>
  );
}
