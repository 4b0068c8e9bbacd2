import { PostBody, type PostKind } from '@klub/contracts';
import { RichTextField } from '../../components/form';
import { PublicationForm, withPublication } from '../../components/form/PublicationFields';
import { PublicationFormPage } from '../member-groups';
import { postResources } from './api';
import { POST_KINDS } from './kinds';
import { PhotoField, TitleLeadFields } from '../../components/content/ContentFields';

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
          <TitleLeadFields control={c} adding={!p} />
          <PhotoField control={c} alt="Zdjęcie na liście" />
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
