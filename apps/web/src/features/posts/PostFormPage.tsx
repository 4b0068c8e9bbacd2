import { PostBody, type PostKind } from '@klub/contracts';
import { FormImageField, FormTextField, RichTextField } from '../../components/form';
import { PublicationForm, withPublication } from '../../components/form/PublicationFields';
import { PublicationFormPage } from '../member-groups';
import { postResources } from './api';
import { POST_KINDS } from './kinds';

const PostForm = PostBody.omit({ status: true, publishAt: true, audience: true }).extend(PublicationForm.shape);

/** /admin/news/form(/:id) and /admin/articles/form(/:id) — a post: title, lead, picture, rich body and publication. */
function PostFormPage({ kind }: { kind: PostKind }) {
  const { admin, words } = POST_KINDS[kind];
  return (
    <PublicationFormPage
      resource={postResources[kind]}
      titles={{ add: admin.add.title, edit: admin.edit.title }}
      missing={words.genitive}
      schema={PostForm}
      label={admin.list.title}
      defaults={(p) => ({
        title: p?.title ?? '',
        lead: p?.lead ?? '',
        image: p?.image ?? null,
        body: p?.body ?? '',
      })}
      toSave={(values) => ({ body: withPublication(values) })}
      fields={(c, p, publication) => (
        <>
          <FormTextField control={c} name="title" label="Tytuł" required autoFocus={!p} />
          <FormTextField control={c} name="lead" label="Wstęp (na liście)" multiline minRows={2} />
          <FormImageField
            control={c}
            name="image"
            alt="Zdjęcie na liście"
            labels={{ add: 'Dodaj zdjęcie', change: 'Zmień zdjęcie', remove: 'Usuń zdjęcie' }}
            admin
          />
          <RichTextField control={c} name="body" label="Treść" required minHeight={240} />
          {publication}
        </>
      )}
      back={admin.list.path}
      added={words.added}
      remove={(p) => ({ label: 'Usuń', question: `Czy na pewno usunąć „${p.title}”?`, done: words.deleted })}
    />
  );
}

export const NewsFormPage = () => <PostFormPage kind="NEWS" />;
export const ArticleFormPage = () => <PostFormPage kind="ARTICLE" />;
export const TrainingNewsFormPage = () => <PostFormPage kind="TRAINING" />;
