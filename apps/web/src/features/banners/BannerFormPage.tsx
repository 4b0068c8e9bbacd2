import { z } from 'zod';
import { BannerFields, CONTENT_MESSAGES } from '@klub/contracts';
import { FormImageField, FormTextField } from '../../components/form';
import { localDateTime, PublicationForm, toLocalDateTime, withPublication } from '../../components/form/PublicationFields';
import { paths } from '../../config/paths';
import { PublicationFormPage } from '../member-groups';
import { banners } from './api';

const B = paths.admin.banners;

const Form = BannerFields.omit({ status: true, publishAt: true, audience: true, endsAt: true, image: true })
  .extend(PublicationForm.shape)
  .extend({
    image: z
      .string({ error: 'Dodaj obrazek banera' })
      .nullable()
      .refine((v) => v !== null, 'Dodaj obrazek banera'),
    endsAt: z.literal('').or(localDateTime('Podaj pełną datę i godzinę końca albo zostaw puste')),
  })
  .refine((v) => !v.endsAt || v.endsAt > v.publishAt, { message: CONTENT_MESSAGES.bannerEnds, path: ['endsAt'] });

/** /admin/banners/add and /admin/banners/edit/:id — a banner: picture, title, link, when it shows and to whom. */
export default function BannerFormPage() {
  return (
    <PublicationFormPage
      resource={banners}
      titles={{ add: B.add.title, edit: B.edit.title }}
      missing="banera"
      schema={Form}
      label="Baner"
      defaults={(b) => ({
        title: b?.title ?? '',
        image: b?.image ?? null,
        link: b?.link ?? '',
        endsAt: b?.endsAt ? toLocalDateTime(b.endsAt) : '',
      })}
      toSave={({ endsAt, image, ...rest }) => ({
        body: { ...withPublication(rest), image: image!, endsAt: endsAt ? new Date(endsAt).toISOString() : null },
      })}
      fields={(c, b, publication) => (
        <>
          <FormImageField
            control={c}
            name="image"
            alt="Obrazek banera"
            labels={{ add: 'Dodaj obrazek', change: 'Zmień obrazek', remove: 'Usuń obrazek' }}
            admin
          />
          <FormTextField control={c} name="title" label="Tytuł (tekst alternatywny obrazka)" required autoFocus={!b} />
          <FormTextField
            control={c}
            name="link"
            label="Link"
            helperText="Strona Klubu (np. /group/3) albo adres https://…; puste: bez linku"
          />
          {publication}
          <FormTextField
            control={c}
            name="endsAt"
            type="datetime-local"
            label="Koniec wyświetlania"
            helperText="Puste: bez końca"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 320 }}
          />
        </>
      )}
      back={B.table.path}
      added="Dodano baner"
      remove={(b) => ({ label: 'Usuń baner', question: `Czy na pewno usunąć baner „${b.title}”?`, done: 'Usunięto baner' })}
    />
  );
}
